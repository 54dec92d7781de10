// Replaced by the section itself.
export function CamerasSection() {
  return null;
}

// A uniformly random order (Fisher–Yates with the platform's cryptographic generator), for lists
// whose order must say nothing: which former owner was nearest, or who was asked first.

export function inRandomOrder<T>(items: readonly T[]): T[] {
  const shuffled = [...items];
  const random = new Uint32Array(1);
  for (let last = shuffled.length - 1; last > 0; last--) {
    crypto.getRandomValues(random);
    const pick = random[0]! % (last + 1);
    [shuffled[last], shuffled[pick]] = [shuffled[pick]!, shuffled[last]!];
  }
  return shuffled;
}

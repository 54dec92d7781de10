// The security self-assessment's twenty checks in five categories (S9, R6), as the tool lists
// them; what they add up to is web/tools/security-assessment.ts.

export const ASSESSMENT_CATEGORIES = [
  "Perimeter Security",
  "Camera Coverage",
  "Access Control",
  "Emergency Preparedness",
  "Digital Security",
] as const;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];

export type Priority = "high" | "medium";

export interface AssessmentItem {
  id: string;
  category: AssessmentCategory;
  label: string;
  description: string;
  priority: Priority;
}

export const ASSESSMENT_ITEMS = [
  // Perimeter Security
  {
    id: "exterior-lighting",
    category: "Perimeter Security",
    label: "Exterior lighting on every entrance, motion-activated",
    description:
      "Front, back and side doors, the garage and any gate are lit at night by fixtures with motion sensors, so anyone approaching is seen and recorded in usable light.",
    priority: "high",
  },
  {
    id: "solid-doors",
    category: "Perimeter Security",
    label: "Solid exterior doors with deadbolts and reinforced strike plates",
    description:
      "Every exterior door is solid-core or metal, its deadbolt throws a full inch, and the strike plate is fixed with 3-inch screws that reach the wall framing.",
    priority: "high",
  },
  {
    id: "window-locks",
    category: "Perimeter Security",
    label: "Ground-floor and basement windows lock and are reinforced",
    description:
      "Each window a person can reach from the ground has a working lock; basement windows have security film, glass block or bars with a quick-release inside.",
    priority: "high",
  },
  {
    id: "gates-fences",
    category: "Perimeter Security",
    label: "Gates, fences and alley access secured",
    description:
      "Rear and side gates close, latch and lock; fences have no gaps or loose boards; ladders and tools are locked away rather than left in the yard.",
    priority: "medium",
  },
  {
    id: "landscaping",
    category: "Perimeter Security",
    label: "Shrubs trimmed below window height, no hiding spots",
    description:
      "Bushes near doors and windows are kept under about 3 feet and tree limbs above 7 feet, so no one can wait beside an entry out of sight of the street.",
    priority: "medium",
  },
  {
    id: "visible-address",
    category: "Perimeter Security",
    label: "Address number visible from the street, day and night",
    description: "Numbers at least 4 inches tall, lit or reflective, let police and EMS find the property quickly, front and alley side.",
    priority: "medium",
  },
  // Camera Coverage
  {
    id: "entry-coverage",
    category: "Camera Coverage",
    label: "Cameras cover every ground-floor entry point",
    description:
      "Each door and each reachable window on the ground floor is inside at least one camera's view, with no approach path left unrecorded.",
    priority: "high",
  },
  {
    id: "face-capture",
    category: "Camera Coverage",
    label: "A camera captures identifiable faces at the main entrance",
    description: "A doorbell or camera mounted around 7 to 9 feet high records a face straight on, not just the top of a head or a hood.",
    priority: "high",
  },
  {
    id: "night-footage",
    category: "Camera Coverage",
    label: "Night footage checked and usable",
    description:
      "You have reviewed recordings made after dark: infrared or color night vision shows faces and clothing clearly, without glare from porch or street lights.",
    priority: "high",
  },
  {
    id: "vehicle-coverage",
    category: "Camera Coverage",
    label: "Driveway, parking and street approach covered",
    description: "Vehicles arriving and leaving are recorded, ideally with a view where they slow down so a plate can be read.",
    priority: "medium",
  },
  {
    id: "footage-retention",
    category: "Camera Coverage",
    label: "Footage kept 30 days or more, and export tested",
    description:
      "The recorder or cloud plan keeps at least 30 days of video, and you have exported a clip to be sure you can hand footage to police when asked.",
    priority: "medium",
  },
  // Access Control
  {
    id: "keys-codes",
    category: "Access Control",
    label: "Every key and access code accounted for",
    description:
      "Locks were rekeyed after moving in or after a key went missing, and door and alarm codes change whenever an employee, contractor or tenant leaves.",
    priority: "high",
  },
  {
    id: "garage-secondary-doors",
    category: "Access Control",
    label: "Garage and secondary doors kept closed and locked",
    description:
      "The garage door is down when no one is using it, the door from the garage into the building is locked, and the emergency release is protected against being hooked from outside.",
    priority: "medium",
  },
  {
    id: "visitor-verification",
    category: "Access Control",
    label: "Visitors and deliveries verified before the door opens",
    description:
      "A video doorbell, intercom or viewer shows who is there before anyone opens the door; packages go to a locker, a lock box or a trusted neighbor.",
    priority: "medium",
  },
  // Emergency Preparedness
  {
    id: "monitored-alarm",
    category: "Emergency Preparedness",
    label: "Intrusion alarm with monitoring and battery backup",
    description:
      "Door and window sensors alert you or a monitoring center, and the alarm panel keeps working through a power or internet outage.",
    priority: "high",
  },
  {
    id: "emergency-plan",
    category: "Emergency Preparedness",
    label: "Emergency plan and contact list shared with everyone",
    description:
      "Everyone in the household or business knows the exits, a meeting place, when to call 911, and the police non-emergency number for everything else.",
    priority: "medium",
  },
  {
    id: "backup-power",
    category: "Emergency Preparedness",
    label: "Cameras and recorder stay up during a power outage",
    description:
      "A battery backup (UPS) on the recorder, PoE switch and router keeps cameras recording through short outages and protects them from surges.",
    priority: "medium",
  },
  // Digital Security
  {
    id: "default-passwords",
    category: "Digital Security",
    label: "Default camera and recorder passwords changed",
    description:
      "Every camera, NVR or DVR and viewing app uses its own strong password, and you, not the installer, hold the administrator accounts.",
    priority: "high",
  },
  {
    id: "firmware-updates",
    category: "Digital Security",
    label: "Camera, recorder and router firmware kept up to date",
    description: "Automatic updates are on, or someone checks for new firmware at least every three months and installs it.",
    priority: "medium",
  },
  {
    id: "secure-remote-access",
    category: "Digital Security",
    label: "Remote viewing secured with two-factor sign-in, no open ports",
    description:
      "Cameras sit on their own network or VLAN, the router forwards no ports to them, and the viewing app requires two-factor authentication.",
    priority: "high",
  },
] as const satisfies readonly AssessmentItem[];

export type AssessmentItemId = (typeof ASSESSMENT_ITEMS)[number]["id"];
export const ASSESSMENT_ITEM_IDS = ASSESSMENT_ITEMS.map((item) => item.id) as [AssessmentItemId, ...AssessmentItemId[]];

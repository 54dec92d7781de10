/**
 * Demo content for the local database.
 *
 * Plain data only: no database code lives here. A seeding script reads these
 * arrays and writes them into D1. Company-specific strings are never written
 * literally; an organizer of "{company}" is replaced with the configured
 * company name by whoever seeds the data.
 *
 * All people, addresses, emails and phone numbers below are fictitious.
 * Emails use the reserved example.org / example.com domains and phone
 * numbers use the 555-01xx range reserved for fiction.
 */

export interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: "Security Tips" | "Technology" | "Community Safety" | "Industry News" | "Case Studies";
  tags: string[];
  metaTitle?: string;
  metaDescription?: string;
  featuredImage?: string;
  isPublished: boolean;
  /** publishedAt/createdAt = now minus this many days */
  daysAgo: number;
}

export interface SeedEvent {
  title: string;
  description: string;
  /** days from today, negative = past */
  dayOffset: number;
  /** "HH:MM" 24h */
  time: string;
  location: string;
  neighborhood: string;
  eventType: string;
  organizer: string;
  contactEmail?: string;
  contactPhone?: string;
  registrationUrl?: string;
  /** How it repeats from its first date (docs/decisions/0026); none: one date. */
  repeat?: "weekly" | "monthly";
}

export interface SeedShortLink {
  fromPath: string;
  toUrl: string;
  isActive: boolean;
}

export interface SeedContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: "camera_installation" | "security_assessment" | "vms_support" | "neighborhood_consulting" | "other";
  message: string;
  daysAgo: number;
}

/** Where the geocoder placed a demo camera (as the Census geocoder answers: matched address in capitals). */
export interface SeedLocation {
  latitude: number;
  longitude: number;
  matchedAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface SeedCamera {
  name: string;
  email: string;
  phone: string;
  address: string;
  cameraDetails: string;
  daysAgo: number;
  /** Located by the geocoder; without one the registration is pending (the local geocoder is unreachable). */
  location?: SeedLocation;
}

// ---------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------

export const seedPosts: SeedPost[] = [
  {
    title: "Camera Placement for Baltimore Rowhouses: Where Every Camera Should Go",
    slug: "camera-placement-baltimore-rowhouses",
    excerpt:
      "Rowhouses have narrow fronts, shared walls and alley access. Here is how we decide where each camera goes so you record faces and plates, not the tops of hats.",
    category: "Security Tips",
    tags: ["cameras", "placement", "rowhouses"],
    metaTitle: "Rowhouse Camera Placement Guide | Baltimore",
    metaDescription:
      "Where to mount security cameras on a Baltimore rowhouse: front stoop, rear alley, basement doors and the mistakes we see most often.",
    featuredImage: "/images/blog/camera-placement-baltimore-rowhouses.svg",
    isPublished: true,
    daysAgo: 12,
    content: `<p>Most of the homes we survey in Canton, Fells Point and Federal Hill share the same layout: a narrow front with a stoop, a long shared wall on each side, and a rear yard that opens onto an alley. That layout makes camera placement simpler than a detached house in the county, but it also makes the common mistakes more expensive. A camera in the wrong spot records hours of footage that never answers the one question you care about: <em>who was that?</em></p>

<h2>Start with the paths people actually use</h2>
<p>Before we talk about brands or resolution, we walk the property and list every way a person can reach a door or window. On a typical rowhouse that list is short:</p>
<ul>
  <li><strong>Front door and stoop.</strong> Deliveries, visitors and most package theft happen here.</li>
  <li><strong>Rear alley gate or parking pad.</strong> This is where we see the most break-in attempts and car tampering.</li>
  <li><strong>Back door or basement entrance.</strong> Often hidden from the street and poorly lit.</li>
  <li><strong>Side passage.</strong> Only end-of-group homes have one, but when they do it needs coverage.</li>
</ul>
<p>Each of those paths gets one camera whose job is to identify, and, if the budget allows, a second whose job is to show the wider scene.</p>

<h2>Height and angle matter more than resolution</h2>
<p>The most common problem we fix is a camera mounted at the cornice of a three-story facade. It sees a large area, but it sees the tops of heads and baseball caps. For identification, mount cameras roughly seven to nine feet off the ground and aim them so a person walking toward the door fills a good part of the frame. High enough to discourage tampering, low enough to see under a hat brim.</p>
<h3>The face-capture test</h3>
<p>After installation, have someone walk the path at a normal pace, once in daylight and once after dark. Then pull up the recording, not the live view, and pause on a frame. If you cannot recognize the person in the recorded clip, the camera is not doing its job, no matter what the box says about megapixels.</p>

<h2>Mind the light and the glass</h2>
<p>Cameras pointed straight at a sunrise or a bright streetlight turn faces into silhouettes. Cameras behind a window see their own infrared reflection at night. If you must place a camera indoors, press the lens against the glass and turn off its built-in infrared, then add an exterior light.</p>

<h2>Common placement mistakes</h2>
<ol>
  <li>Covering the alley with one wide camera that cannot identify anyone at the gate.</li>
  <li>Pointing a camera across the street into a neighbor's windows. Keep the view on your own property and the public way in front of it.</li>
  <li>Leaving cables exposed at head height, where they can be cut in seconds.</li>
  <li>Forgetting the basement door because it is "never used".</li>
</ol>

<h2>Plan before you drill</h2>
<p>A short plan saves holes in your brick. Our <a href="/coverage-calculator">coverage calculator</a> gives a starting camera count for your property, and the <a href="/cost-estimator">cost estimator</a> turns that count into a budget. If you would rather have someone walk the block with you, <a href="/contact">get in touch</a> and we will set up a site visit.</p>`,
  },
  {
    title: "Night Vision and Lighting: Getting Usable Footage After Dark",
    slug: "night-vision-lighting-after-dark",
    excerpt:
      "Most incidents we review happen after sunset, yet most cameras are tested at noon. How infrared, color night vision and a few well-placed lights change what your recordings can show.",
    category: "Security Tips",
    tags: ["lighting", "night vision", "cameras"],
    metaTitle: "Night Vision and Security Lighting Tips",
    metaDescription:
      "Infrared, color night vision and exterior lighting explained, with practical tips for Baltimore rowhouses and alleys.",
    isPublished: true,
    daysAgo: 35,
    content: `<p>When a client sends us footage after a break-in, it is almost always a night clip, and it is almost always grainy, washed out or dark exactly where the person was standing. Cameras are usually set up and admired in daylight. The hours that matter are the ones between dusk and dawn.</p>

<h2>How camera night vision works</h2>
<p>Most security cameras switch to <strong>infrared (IR) mode</strong> when the light drops. Small LEDs around the lens emit light the human eye cannot see, and the camera records a black-and-white image. IR works well at short range, but it has limits:</p>
<ul>
  <li>The advertised IR range is a best case. In a narrow alley with brick walls, reflections can wash out the near field while the far end stays dark.</li>
  <li>IR bounces off nearby surfaces. A soffit, gutter or wall a few inches from the lens can flood the picture with glare.</li>
  <li>Spider webs love the warmth of IR LEDs. One web in front of the lens turns every night into a blur of motion alerts.</li>
</ul>

<h2>Color night vision and low-light sensors</h2>
<p>Newer cameras with larger sensors and wider apertures can record in color with very little light. Some add a small white light that turns on when motion is detected. Color matters: "dark jacket, light pants" is less useful to an investigator than "red jacket, grey pants". These cameras still need <em>some</em> light, so they pair best with the lighting changes below.</p>

<h2>Lighting is the cheapest upgrade</h2>
<p>A modest, steady light often does more for footage quality than a more expensive camera. For rowhouse fronts and alleys we usually recommend:</p>
<ol>
  <li><strong>Dusk-to-dawn fixtures</strong> at the back gate and rear door, so the camera never has to switch modes mid-event.</li>
  <li><strong>Warm or neutral color temperature</strong>, roughly 2700K to 4000K, which renders skin and clothing more naturally than harsh blue-white light.</li>
  <li><strong>Shielded fixtures aimed down</strong>, not out. Glare into the lens hides faces, and glare into a neighbor's bedroom creates a different problem.</li>
  <li><strong>Motion lights as a supplement</strong>, not the only source. A sudden burst of light can blow out the first second of video, which is often the second you need.</li>
</ol>

<h3>Check the camera side of the light</h3>
<p>Place lights so they illuminate the subject, not the lens. A light above and slightly in front of the door, with the camera off to the side, lights a visitor's face without shining into the camera.</p>

<h2>Test it the right way</h2>
<p>Walk your property after dark and then review the <em>recorded</em> footage, since the live view can look better than the stored clip. Check the far end of the alley, the gate latch and the stoop. If you cannot read the color of a jacket or see a face at the door, adjust the light before you buy a new camera.</p>
<p>Not sure where to start? Our <a href="/contact">team can do an evening walk-through</a> and show you, on your own screen, what your cameras actually see at night.</p>`,
  },
  {
    title: "4K vs 1080p: Choosing the Right Resolution for Your Cameras",
    slug: "4k-vs-1080p-choosing-resolution",
    excerpt:
      "More pixels are not always better. We compare 1080p, 4MP and 4K cameras on detail, storage, bandwidth and cost so you can spend where it counts.",
    category: "Technology",
    tags: ["4k", "resolution", "storage"],
    metaTitle: "4K vs 1080p Security Cameras Compared",
    metaDescription:
      "How 1080p, 4MP and 4K security cameras compare on detail, storage and cost, with a practical guide to where each belongs.",
    featuredImage: "/images/blog/4k-vs-1080p-choosing-resolution.svg",
    isPublished: true,
    daysAgo: 58,
    content: `<p>"Should I get 4K?" is one of the first questions we hear. The honest answer is: it depends on what each camera is supposed to see. Resolution is one part of image quality, and it carries costs in storage, bandwidth and low-light performance that the packaging rarely mentions.</p>

<h2>What resolution actually buys you</h2>
<p>A 4K camera records roughly four times as many pixels as a 1080p camera. That extra detail lets you zoom into a recording and still make out a face or a plate, or cover a wider area with the same level of detail. The useful measure is <strong>pixels on target</strong>: how many pixels land on the face or plate you care about. A 1080p camera aimed at a front door from eight feet away can put more pixels on a face than a 4K camera covering an entire parking lot.</p>

<h2>The trade-offs at a glance</h2>
<table>
  <thead>
    <tr><th>Resolution</th><th>Approx. pixels</th><th>Typical storage per camera per day*</th><th>Best use</th></tr>
  </thead>
  <tbody>
    <tr><td>1080p (2MP)</td><td>2.1 million</td><td>About 20 GB</td><td>Doors, stoops, narrow gates</td></tr>
    <tr><td>4MP (1440p)</td><td>3.7 million</td><td>About 40 GB</td><td>Rear yards, small alleys, shop floors</td></tr>
    <tr><td>4K (8MP)</td><td>8.3 million</td><td>About 85 GB</td><td>Parking pads, wide lots, street frontage</td></tr>
  </tbody>
</table>
<p><em>*Our own planning estimates for continuous recording with H.265 compression at typical settings. Motion-only recording uses far less; busy scenes use more.</em></p>

<h2>Where 4K makes sense</h2>
<ul>
  <li>Wide scenes where you need detail at the edges, such as a shared parking pad or a storefront with several doors.</li>
  <li>Street-facing cameras where you hope to read a plate at a distance.</li>
  <li>Places where you can only mount one camera and need it to do two jobs.</li>
</ul>

<h2>Where 1080p is the smarter buy</h2>
<ul>
  <li>Doorways and gates, where the subject is close and the camera can be aimed tightly.</li>
  <li>Systems with limited upload bandwidth or cloud plans priced by storage.</li>
  <li>Low-light spots, where a good 1080p or 4MP sensor with larger pixels can outperform a budget 4K sensor.</li>
</ul>

<h3>Do not forget the rest of the chain</h3>
<p>A 4K camera recording to an older recorder may be quietly downscaled. Check that your NVR, storage and viewing app all support the resolution you are paying for, and that your network can carry several 4K streams at once.</p>

<h2>Our usual recommendation</h2>
<p>For most Baltimore rowhouses we mix resolutions: 1080p or 4MP at the doors, where placement does the work, and one 4K camera on the widest view, usually the alley or parking pad. That keeps costs and storage reasonable without giving up detail where it matters. You can compare the numbers yourself in our <a href="/cost-estimator">cost estimator</a>, which lists 1080p and 4K options side by side.</p>`,
  },
  {
    title: "NVR or Cloud? Planning Video Retention and Storage",
    slug: "nvr-vs-cloud-retention-storage",
    excerpt:
      "How long should you keep footage, and where should it live? A practical comparison of local recorders, cloud plans and hybrid setups, with the storage math worked out.",
    category: "Technology",
    tags: ["nvr", "cloud", "storage", "retention"],
    isPublished: true,
    daysAgo: 80,
    content: `<p>Every camera system makes two storage decisions, whether or not anyone thinks about them: <strong>how long</strong> footage is kept, and <strong>where</strong> it is kept. Getting either wrong is a quiet failure. You only find out when you go looking for a clip from ten days ago and it has already been overwritten.</p>

<h2>How long should you keep footage?</h2>
<p>Incidents are often discovered late. A package theft is noticed the same day, but a damaged car, a missing bike from a shared yard or a question from an insurer can surface a week or two later. For most homes we recommend <strong>at least 14 days</strong>, and <strong>30 days</strong> for businesses. Longer retention is possible, but more footage also means more responsibility to keep it secure and to delete it on schedule.</p>

<h2>Working out the storage</h2>
<p>The rough formula is simple: cameras, times daily storage per camera, times days of retention. For example, four 1080p cameras recording continuously at about 20 GB each per day need roughly 80 GB a day, or about 2.4 TB for 30 days. Switching to motion-based recording can cut that sharply on a quiet block, though we prefer continuous recording for the one or two cameras covering entrances, so nothing is missed between triggers.</p>

<h2>Local recording with an NVR</h2>
<p>A network video recorder sits in your home or office and stores footage on its own hard drives.</p>
<ul>
  <li><strong>Pros:</strong> no monthly fees for storage, full-resolution recording, works during an internet outage, and footage stays on hardware you control.</li>
  <li><strong>Cons:</strong> if a burglar takes the recorder, the footage goes with it; drives wear out; someone has to keep the firmware updated.</li>
</ul>
<p>We mount recorders out of sight, in a locked closet or basement utility area, and put them on a small battery backup so a tripped breaker does not cause a gap.</p>

<h2>Cloud recording</h2>
<p>Cloud plans upload video to the provider's servers.</p>
<ul>
  <li><strong>Pros:</strong> footage survives theft or damage to the site, easy sharing, no hardware to maintain.</li>
  <li><strong>Cons:</strong> recurring cost per camera, dependence on your upload speed, and compression that may reduce detail. You are also trusting a third party with video of your home.</li>
</ul>

<h2>The hybrid approach</h2>
<p>For many clients the best answer is both: record everything locally at full quality, and send short motion clips from the most important cameras to the cloud. If the recorder disappears, the clip of the person taking it is already off site.</p>
<ol>
  <li>Pick a retention target for each camera, not one number for the whole system.</li>
  <li>Size local storage for that target with some headroom.</li>
  <li>Choose which cameras, if any, need off-site copies.</li>
  <li>Write down who can export footage and how, before you need to.</li>
</ol>
<p>Our <a href="/cost-estimator">cost estimator</a> includes a 30-day cloud storage option so you can compare totals. If you already have a recorder and are not sure how many days it really keeps, our <a href="/contact">VMS support</a> service can check it for you.</p>`,
  },
  {
    title: "Locking Down Your Cameras: Passwords, Firmware and VLANs",
    slug: "securing-cameras-against-hacking",
    excerpt:
      "An unsecured camera can become a window into your home. Default passwords, outdated firmware and flat networks are the usual culprits; here is how we close each gap.",
    category: "Technology",
    tags: ["cybersecurity", "firmware", "networking"],
    metaTitle: "How to Secure Security Cameras Against Hacking",
    metaDescription:
      "Practical steps to protect IP cameras and recorders: unique passwords, firmware updates, disabling UPnP and putting cameras on their own VLAN.",
    featuredImage: "/images/blog/securing-cameras-against-hacking.svg",
    isPublished: true,
    daysAgo: 21,
    content: `<p>A security camera is a small computer with a lens, plugged into your network and often reachable from the internet. Treat it that way. Most camera compromises we hear about are not sophisticated attacks; they are devices left with factory settings, years-old firmware and full access to everything else on the network.</p>

<h2>1. Replace every default password</h2>
<p>Many cameras and recorders ship with a well-known username such as <code>admin</code> and a default or blank password. Change it on <strong>every</strong> device, including the recorder and any camera you added later. Use a long, unique passphrase and store it in a password manager. If the system supports separate accounts, give family members or staff their own view-only logins instead of sharing the administrator account.</p>

<h2>2. Keep firmware current</h2>
<p>Manufacturers fix security flaws through firmware updates, but cameras rarely update themselves. Check for updates when you install the system and then on a regular schedule, such as quarterly. Download firmware only from the manufacturer's official site or app. If a model no longer receives updates at all, plan to replace it.</p>

<h2>3. Close doors you are not using</h2>
<ul>
  <li><strong>Disable UPnP</strong> on your router so cameras cannot open ports to the internet on their own.</li>
  <li><strong>Avoid port forwarding</strong> to cameras or recorders. For remote viewing, use the manufacturer's app with two-factor authentication, or a VPN into your network.</li>
  <li><strong>Turn off services you do not use</strong>, such as Telnet, FTP or older web interfaces without HTTPS.</li>
</ul>

<h2>4. Put cameras on their own network segment</h2>
<p>A VLAN (virtual LAN) lets one physical network behave like several separate ones. Placing cameras and the recorder on their own VLAN means a compromised camera cannot reach your laptops, and your laptops can reach the cameras only in the ways you allow. A simple plan we use for small offices looks like this:</p>
<pre><code>VLAN 10  Office devices   192.168.10.0/24
VLAN 30  Cameras + NVR    192.168.30.0/24

allow  VLAN 10  to  NVR 192.168.30.5  tcp/443
deny   VLAN 30  to  VLAN 10
deny   VLAN 30  to  internet (except NVR update and time servers)</code></pre>
<p>The exact settings depend on your router or switch, but the principle is the same: cameras talk to the recorder, the recorder talks to the few things it needs, and nothing else gets through. Consumer routers that cannot do VLANs often offer a separate "IoT" or guest network, which is a reasonable second best.</p>

<h3>Quick checklist</h3>
<ol>
  <li>Unique admin password on every device, stored in a password manager.</li>
  <li>Firmware checked and updated, with a reminder set for next quarter.</li>
  <li>UPnP off, no port forwards, two-factor on the viewing app.</li>
  <li>Cameras isolated from computers and phones.</li>
</ol>
<p>For more general guidance on securing connected devices, see the resources from <a href="https://www.cisa.gov/">CISA</a> and the consumer advice pages of the <a href="https://www.ftc.gov/">FTC</a>. If you would like a second pair of eyes on your setup, our <a href="/security-assessment">security assessment</a> includes a digital security section.</p>`,
  },
  {
    title: "Privacy, Property Lines and Being a Good Camera Neighbor",
    slug: "camera-privacy-property-lines-neighbors",
    excerpt:
      "In a city of shared walls and shared alleys, a camera pointed the wrong way can start a feud. How to protect your home while respecting the people next door.",
    category: "Security Tips",
    tags: ["privacy", "neighbors", "placement"],
    isPublished: true,
    daysAgo: 97,
    content: `<p>In Baltimore rowhouse neighborhoods your front door is a few feet from your neighbor's, your back yard shares a fence with theirs, and the alley belongs to everyone. Cameras that make sense in a suburban driveway can feel intrusive here. The good news is that a few habits keep your system effective and your block friendly.</p>

<h2>Aim at what is yours</h2>
<p>The goal of a home camera is to watch <strong>your</strong> doors, <strong>your</strong> yard and the public way in front of your home. It is not to watch into the house next door. Before mounting a camera, stand where it will go and look at the frame from its point of view. If it catches a neighbor's window, back door or private yard, adjust the angle or choose a different spot.</p>

<h2>Use privacy masking</h2>
<p>Most modern cameras and recorders support <em>privacy masks</em>: blacked-out areas that are never recorded. They are ideal for rowhouses, where a good angle on your own stoop may also include part of the neighboring window. Masks are set in the camera or recorder settings and take a few minutes to draw. Check them again after any firmware update.</p>

<h2>Shared spaces need shared understanding</h2>
<p>Alleys, shared yards and common stairwells are where most disagreements begin. Some practical steps:</p>
<ul>
  <li><strong>Talk first.</strong> Let adjoining neighbors know you are installing cameras and what they will cover. Offer to show them the view.</li>
  <li><strong>Keep the view general.</strong> A camera covering the alley as a path is different from one focused on a neighbor's parking pad.</li>
  <li><strong>Agree on footage requests.</strong> If a neighbor's car is damaged, will you share the clip? Deciding that in advance avoids awkward conversations later.</li>
  <li><strong>Leave audio off</strong> on outdoor cameras. Sound carries in narrow streets, and recording conversations raises legal issues of its own in Maryland.</li>
</ul>

<h2>Signs and transparency</h2>
<p>A small sign stating that video recording is in use is a courtesy and a deterrent. It tells visitors and passers-by what to expect. It does not replace aiming cameras responsibly.</p>

<h3>When a neighbor's camera bothers you</h3>
<p>If a camera next door seems aimed at your home, start with a friendly conversation. Most people have not looked at their own camera's view and are happy to adjust it or add a mask. If that does not resolve it, a neighborhood association or a community mediation service can often help before anyone considers lawyers.</p>

<h2>A note on the law</h2>
<p>Rules about video and audio recording vary by situation, and this article is general information, not legal advice. If you have a specific concern about a camera, speak with a Maryland attorney. For video, the practical rule of thumb is simple: record what you would be comfortable having your neighbor see on your screen.</p>
<p>If you are planning cameras on a tight block and want help finding angles that work for everyone, <a href="/contact">contact us</a> about a site visit.</p>`,
  },
  {
    title: "Audio on Security Cameras in Maryland: What Homeowners and Businesses Should Know",
    slug: "maryland-audio-recording-security-cameras",
    excerpt:
      "Many cameras record sound by default. Maryland is an all-party consent state for recording private conversations, so audio deserves a careful look before you leave it switched on.",
    category: "Security Tips",
    tags: ["maryland", "audio", "privacy"],
    metaTitle: "Security Camera Audio Recording in Maryland",
    metaDescription:
      "General information on audio recording with security cameras in Maryland, an all-party consent state. Not legal advice.",
    isPublished: true,
    daysAgo: 44,
    content: `<p><strong>Important:</strong> this article is general information to help you ask better questions. It is not legal advice, and we are security consultants, not lawyers. If you need guidance on your specific situation, talk to a Maryland attorney.</p>

<p>Video doorbells, indoor cameras and many outdoor cameras now include a microphone, and many ship with audio recording switched on. In most of our installations we recommend turning it off. The reason is Maryland law.</p>

<h2>Maryland is an all-party consent state</h2>
<p>Maryland's wiretap law is generally understood to require the consent of <em>all</em> parties before a private oral conversation may be recorded. This is often described as "two-party" or "all-party" consent, in contrast with states where one participant's consent is enough. The law focuses on conversations where people have a reasonable expectation of privacy, and the penalties for getting it wrong can be serious.</p>
<p>A security camera that records sound can capture conversations between people who have no idea they are being recorded: a delivery driver on the phone, two neighbors chatting on the sidewalk, employees talking in a break room. None of them has consented.</p>

<h2>Video and audio are treated differently</h2>
<p>Recording video of your own property and the public areas in plain view is generally treated differently from recording sound. That is why the usual recommendation for home and business systems in Maryland is <strong>video yes, audio off</strong>, unless you have had a specific use reviewed by counsel.</p>

<h2>Practical steps</h2>
<ol>
  <li><strong>Check every device.</strong> Look in the camera's app or the recorder's settings for "audio", "microphone" or "sound recording". Doorbell cameras are the most common source of unintended audio.</li>
  <li><strong>Turn off audio on outdoor cameras</strong> that face sidewalks, alleys or shared spaces.</li>
  <li><strong>Be especially careful indoors at businesses.</strong> Employees, customers and patients may all be recorded. Signage alone may not amount to consent for everyone captured.</li>
  <li><strong>Know the difference between live talk and recording.</strong> Two-way talk features that let you speak to a visitor raise different questions from silent background recording. Ask your attorney if you plan to rely on them.</li>
  <li><strong>Document your settings.</strong> Keep a note of which devices have audio disabled and recheck after firmware updates, which can sometimes reset options.</li>
</ol>

<h2>What about the people next door?</h2>
<p>Even where recording would be lawful, sound captured in a narrow rowhouse street often includes neighbors' conversations through open windows. Leaving audio off is also simply good neighbor practice.</p>

<h3>Where to read more</h3>
<p>Maryland's statutes are published by the <a href="https://mgaleg.maryland.gov/">Maryland General Assembly</a>. Reading the text is a good start, but how it applies to a particular camera depends on facts a lawyer should review.</p>
<p>When we install or audit a system, we check audio settings as a standard step. If you want us to review yours, request a <a href="/security-assessment">security assessment</a> or <a href="/contact">send us a message</a>.</p>`,
  },
  {
    title: "Building a Neighborhood Camera Network With Your Community Association",
    slug: "neighborhood-camera-networks-community-associations",
    excerpt:
      "A voluntary, well-run camera network can help a whole block. How to organize one with your community association, set clear rules and keep neighbors' trust.",
    category: "Community Safety",
    tags: ["community", "networks", "associations"],
    metaTitle: "Neighborhood Camera Networks: A Practical Guide",
    metaDescription:
      "How Baltimore blocks and community associations can organize voluntary camera networks with clear footage-sharing rules.",
    featuredImage: "/images/blog/neighborhood-camera-networks-community-associations.svg",
    isPublished: true,
    daysAgo: 120,
    content: `<p>One camera on one house answers questions about one doorstep. A dozen cameras along a block, owned by different neighbors who have agreed how to help each other, can follow what happened from the corner to the alley. That is the idea behind a neighborhood camera network. Done well, it is voluntary, respectful and genuinely useful. Done badly, it divides a block.</p>

<h2>What a network is, and is not</h2>
<p>In the model we recommend, each household owns and controls its own cameras and footage. The "network" is an agreement and a map:</p>
<ul>
  <li>A <strong>map</strong> of which homes have cameras and roughly what each one covers.</li>
  <li>A <strong>contact list</strong> so a neighbor or investigator knows whom to ask.</li>
  <li>A <strong>shared process</strong> for requesting and sharing clips after an incident.</li>
</ul>
<p>It is <em>not</em> a live feed anyone can watch, and nobody's camera is connected to anyone else's system.</p>

<h2>Start with the community association</h2>
<p>Associations already have the trust, the meeting schedule and the email list. We suggest bringing a short proposal to a regular meeting rather than launching a separate group:</p>
<ol>
  <li><strong>Explain the purpose</strong> in one sentence, for example "to make it easier for neighbors to find footage after car break-ins and package thefts".</li>
  <li><strong>Name a small committee</strong> of two or three volunteers to keep the map and contact list.</li>
  <li><strong>Agree on written ground rules</strong> and have the board adopt them.</li>
  <li><strong>Set a review date</strong>, such as six months, to decide whether it is working.</li>
</ol>

<h2>Ground rules that keep trust</h2>
<ul>
  <li>Participation is opt-in and can be withdrawn at any time.</li>
  <li>Cameras are aimed at participants' own property and the public way, with privacy masks over neighbors' windows.</li>
  <li>Footage is shared only in response to a specific incident, with a date, time and location.</li>
  <li>Clips are shared with the affected neighbor or with police through official channels, not posted to social media.</li>
  <li>The committee keeps the contact list private and deletes entries when people leave.</li>
  <li>Outdoor audio stays off.</li>
</ul>

<h2>Working with police</h2>
<p>Many residents want their footage to help investigations. Keep that relationship formal: share clips when an officer or detective requests them for a reported incident, note what you shared and when, and keep the original file unaltered. District community council meetings are a good place to ask how investigators prefer to receive footage.</p>

<h3>Registering cameras</h3>
<p>A simple registry makes the map easy to maintain. Residents can add their cameras through our <a href="/camera-registration">camera registration</a> page, which records the address and a short description so the committee knows whom to contact. It never gives anyone access to the cameras themselves.</p>

<h2>Keep it going</h2>
<p>Networks fade when the volunteers who started them move on. A standing agenda item at association meetings, a yearly check of the map and a short welcome note for new neighbors keep it alive. If your association would like help drafting ground rules or mapping coverage, our <a href="/contact">neighborhood consulting</a> service exists for exactly that.</p>`,
  },
  {
    title: "Stopping Package Theft on Rowhouse Blocks",
    slug: "package-theft-rowhouse-blocks",
    excerpt:
      "On a rowhouse stoop, a package is visible from the sidewalk and a few steps from a getaway. Practical delivery, neighbor and camera strategies that work on tight city blocks.",
    category: "Community Safety",
    tags: ["packages", "rowhouses", "community"],
    isPublished: true,
    daysAgo: 9,
    content: `<p>Package theft is the complaint we hear most from rowhouse owners, especially in the weeks before the holidays. The layout of our blocks makes it easy: packages sit on a stoop in full view of the sidewalk, the thief needs only a few seconds, and there are corners and alleys close by. Cameras help, but on their own they mostly produce a clear video of your package leaving.</p>

<h2>Change where packages land</h2>
<p>The most effective steps keep packages off the stoop in the first place:</p>
<ul>
  <li><strong>Ship to a pickup point.</strong> Lockers, carrier pickup counters and many neighborhood shops hold packages for collection.</li>
  <li><strong>Use delivery instructions.</strong> Ask carriers to leave parcels in a vestibule, behind a gate or with a named neighbor.</li>
  <li><strong>Schedule deliveries</strong> for days someone is home, or use carriers' hold and redirect options. The <a href="https://www.usps.com/">Postal Service</a> and the major private carriers all offer versions of this.</li>
  <li><strong>Require a signature</strong> for anything valuable.</li>
</ul>

<h2>Make the block work together</h2>
<p>Neighbors are the best package lockers. On many blocks a retired resident or someone working from home is willing to accept parcels. A group chat or simple sign-up sheet organized through the block's association can match people up. Some blocks go further and agree that anyone who sees a package sitting on a stoop for hours will bring it inside and leave a note.</p>

<h2>Set cameras up for packages, not just people</h2>
<p>Doorbell cameras are often aimed straight out at face height, which leaves the package itself out of frame and the thief's face hidden under a hood when they bend down. Better coverage for a stoop usually means:</p>
<ol>
  <li>A <strong>doorbell or door camera</strong> angled to show the top step where packages are left.</li>
  <li>A <strong>second camera</strong> looking along the sidewalk to catch the person's approach, their face before they reach the steps, and which way they go.</li>
  <li><strong>Delivery alerts</strong> set up so you know the moment a parcel arrives and can ask a neighbor to grab it.</li>
</ol>
<h3>Deterrence has limits</h3>
<p>Visible cameras and a small sign deter some opportunistic thieves. They do not deter everyone, so combine them with the delivery changes above rather than relying on them alone.</p>

<h2>If a package is stolen</h2>
<ol>
  <li>Save the clip right away, before the recorder overwrites it, and note the date and time.</li>
  <li>Report the loss to the seller or carrier; many will reship or refund.</li>
  <li>File a police report through the city's non-emergency options, and include the clip if asked.</li>
  <li>Let neighbors know. Thieves often work a whole block, and other cameras may have caught the same person.</li>
</ol>
<p>If package theft is a recurring problem on your block, our <a href="/contact">neighborhood consulting</a> service can help you plan shared coverage. You can also add your cameras to our <a href="/camera-registration">registry</a> so neighbors know whom to ask for footage.</p>`,
  },
  {
    title: "Case Study: Coordinated Alley Coverage for a Canton Rowhouse Block",
    slug: "case-study-canton-rowhouse-block",
    excerpt:
      "Residents of a Canton block were tired of car break-ins and missing packages. Here is how nine households, one shared plan and better lighting changed the picture.",
    category: "Case Studies",
    tags: ["canton", "case study", "alleys"],
    metaTitle: "Case Study: Canton Rowhouse Block Camera Plan",
    metaDescription: "How a Canton rowhouse block coordinated cameras, lighting and footage-sharing rules to cover its shared alley.",
    featuredImage: "/images/blog/case-study-canton-rowhouse-block.svg",
    isPublished: true,
    daysAgo: 150,
    content: `<p>This case study describes work with residents of a single rowhouse block in Canton. Details have been generalized to protect the privacy of the households involved.</p>

<h2>The situation</h2>
<p>The block has about two dozen homes facing the street, with a shared rear alley used for parking pads, trash collection and deliveries. Over a few months, residents had noticed a run of car break-ins on the parking pads and several packages taken from front stoops. Several homes already had cameras, but when neighbors went looking for footage, they found the same problems again and again:</p>
<ul>
  <li>Cameras mounted high on the rear walls showed rooftops of cars, not people.</li>
  <li>The middle of the alley was dark, so night footage was grainy and unusable.</li>
  <li>Nobody knew which neighbors had cameras or how to ask for a clip.</li>
  <li>Two cameras recorded to cloud plans that kept only a few days of footage.</li>
</ul>

<h2>Our approach</h2>
<h3>1. Walk the block together</h3>
<p>We met residents on an evening walk, first along the sidewalk and then through the alley, and marked every existing camera, light and gate on a simple hand-drawn map. That map became the plan.</p>
<h3>2. Coordinate instead of duplicate</h3>
<p>Nine households chose to take part. Instead of each buying the widest camera available, we gave each home a specific job: some covered their own gate and parking pad closely, while three homes spaced along the alley each added one camera looking along it. Together they covered the alley end to end with overlap.</p>
<h3>3. Fix the light first</h3>
<p>Four participating homes added shielded dusk-to-dawn fixtures at their rear gates, aimed down and away from windows. That single change did more for the night footage than any camera upgrade.</p>
<h3>4. Agree on the rules</h3>
<p>The block's association adopted a one-page agreement: participation is voluntary, cameras stay aimed at members' own property and the alley as a path, outdoor audio stays off, and footage is shared only for a specific incident.</p>

<h2>The results</h2>
<p>Within a few weeks, the block had continuous, usable coverage of the alley day and night, and a list of who to contact for footage. Retention on every participating system was raised to at least 14 days. When a car was later tampered with, residents were able to put together clips from three neighbors showing the person's route into and out of the alley, and hand them to investigators through the official process.</p>
<blockquote>
  <p>"We always had cameras. What we didn't have was a plan. Knowing whose camera sees what, and having the lights on, made all the difference."</p>
  <p>One of the block's organizers</p>
</blockquote>
<p>Residents also told us the walk itself had value: neighbors who had lived a few doors apart for years exchanged numbers for the first time.</p>

<h2>What other blocks can take from this</h2>
<ol>
  <li>Map what you already have before buying anything.</li>
  <li>Give each camera one job, and coordinate jobs across houses.</li>
  <li>Light the alley.</li>
  <li>Write down how footage is shared, before you need it.</li>
</ol>
<p>If your block wants to try something similar, start with our guide to <a href="/blog/neighborhood-camera-networks-community-associations">neighborhood camera networks</a> or <a href="/contact">contact us</a> about a block walk.</p>`,
  },
  {
    title: "Case Study: A Right-Sized Camera System for a Small Federal Hill Restaurant",
    slug: "case-study-federal-hill-restaurant",
    excerpt:
      "A neighborhood restaurant needed help with back-door deliveries, register questions and late closing shifts, without turning the dining room into a surveillance zone.",
    category: "Case Studies",
    tags: ["restaurants", "case study", "federal hill"],
    isPublished: false,
    daysAgo: 2,
    content: `<p>This case study describes a project for a small, independently owned restaurant in Federal Hill. The business asked us not to name it, and some details have been generalized.</p>

<h2>The situation</h2>
<p>The restaurant seats around forty guests, with a small bar, a kitchen at the back and a rear door onto an alley used for deliveries and trash. The owners came to us with an older analog system installed by a previous tenant. Four cameras still worked, one had not recorded in months, and nobody was sure of the recorder's password. Their concerns were specific:</p>
<ul>
  <li>Deliveries arriving at the back door before staff were in, with occasional disputes about what had been dropped off.</li>
  <li>Cash drawer discrepancies at the end of some shifts that were hard to resolve.</li>
  <li>Staff closing late at night and walking out to the alley alone.</li>
  <li>Questions from their insurer about slip-and-fall claims.</li>
</ul>
<p>Just as clearly, they did not want guests to feel watched while eating.</p>

<h2>What we installed</h2>
<table>
  <thead>
    <tr><th>Location</th><th>Camera</th><th>Purpose</th></tr>
  </thead>
  <tbody>
    <tr><td>Rear door, exterior</td><td>4MP with color night vision</td><td>Deliveries, staff leaving at close</td></tr>
    <tr><td>Alley, looking toward the street</td><td>4K wide view</td><td>Approach to the rear door</td></tr>
    <tr><td>Point-of-sale area</td><td>1080p, tight view of counter</td><td>Register and cash handling</td></tr>
    <tr><td>Front entrance, interior</td><td>4MP</td><td>Faces of everyone entering</td></tr>
    <tr><td>Kitchen entry</td><td>1080p</td><td>Floor conditions, deliveries inside</td></tr>
    <tr><td>Storage room door</td><td>1080p</td><td>Inventory access</td></tr>
  </tbody>
</table>
<p>Cameras were kept out of the main dining area entirely. The entrance camera faces the door, not the tables.</p>

<h2>Design decisions</h2>
<h3>Audio stays off</h3>
<p>Maryland is an all-party consent state for recording private conversations, so all audio recording was disabled and checked. The owners were advised to confirm their employee policies with their own attorney.</p>
<h3>Local recording, protected</h3>
<p>A new recorder sits in the locked office on a battery backup and keeps 30 days of footage. The rear door camera also sends short motion clips to the cloud, so an overnight break-in is documented off site.</p>
<h3>Network and access</h3>
<p>The cameras run on their own network segment, separate from the point-of-sale terminals and guest Wi-Fi. The owners and the general manager have individual logins with two-factor authentication on the viewing app; shift leads have view-only access to the rear door camera so they can check the alley before walking out.</p>

<h2>The results</h2>
<p>Delivery disputes are now settled in minutes by checking the rear door clip. The owners report that cash questions are rarer, and easier to resolve fairly when they do come up. Closing staff check the alley view on a tablet before leaving. Staff were told where every camera is and why, which the owners credit for the smooth rollout.</p>
<p><em>Good restaurant security is mostly about the back of the house. Guests should barely notice it.</em></p>
<p>Running a small business and wondering whether your system still does its job? Start with our <a href="/security-assessment">security assessment</a> or <a href="/contact">talk to us</a> about VMS support for the system you already have.</p>`,
  },
  {
    title: "AI Analytics in Security Cameras: What Is Real and What Is Hype",
    slug: "ai-analytics-security-cameras",
    excerpt:
      "Person and vehicle detection has become standard, and vendors promise much more. A practical look at which AI features reduce false alarms and which raise new questions.",
    category: "Industry News",
    tags: ["ai", "analytics", "industry"],
    metaTitle: "AI Camera Analytics: Real Benefits vs Hype",
    metaDescription:
      "What AI person and vehicle detection can do for home and small-business cameras, what it cannot, and the privacy questions to ask.",
    isPublished: false,
    daysAgo: 5,
    content: `<p>A few years ago, "smart" camera features meant basic motion detection that fired every time a tree moved. Today, almost every mid-range camera advertises artificial intelligence. Some of these features genuinely change how useful a system is. Others are marketing. Here is how we see the landscape for homes and small businesses in the Baltimore area.</p>

<h2>What works well today</h2>
<h3>Person and vehicle detection</h3>
<p>The most valuable AI feature is also the most common: telling the difference between a person, a vehicle and everything else. On a busy city street, plain motion detection produces so many alerts that people switch notifications off. Classifying objects cuts the noise dramatically, so an alert at 2 a.m. is worth looking at.</p>
<h3>Line crossing and zones</h3>
<p>Drawing a virtual line across a gate or a zone around a parking pad, and alerting only when a person crosses it, is reliable and easy to set up. It is especially useful in alleys, where you care about someone entering your yard, not walking past.</p>
<h3>Smarter search</h3>
<p>Being able to search a day's footage for "person, rear gate, between 1 and 4 a.m." turns an hour of scrubbing into a minute. For businesses reviewing an incident, this alone can justify an upgrade.</p>

<h2>Where to be cautious</h2>
<ul>
  <li><strong>Facial recognition.</strong> Some consumer products offer "familiar face" alerts. They raise real privacy concerns for visitors and neighbors who never agreed to be enrolled, and their accuracy varies. We generally advise clients to leave them off.</li>
  <li><strong>Behavior prediction.</strong> Claims that a camera can spot "suspicious behavior" before a crime deserve skepticism. In practice these features tend to produce false alarms and can reflect bias in how they were trained.</li>
  <li><strong>License plate reading.</strong> Dedicated plate cameras can work well when correctly placed, but a general-purpose camera with a plate-reading feature rarely captures plates reliably at night or at angles.</li>
</ul>

<h2>Edge or cloud?</h2>
<p>AI can run on the camera or recorder itself (<em>edge</em> analytics) or on the vendor's servers. Edge processing keeps video local and keeps working during an internet outage. Cloud processing can be more capable but usually means a subscription and sending video off site. Ask vendors clearly where the analysis happens.</p>

<h2>Questions to ask before you pay for AI</h2>
<ol>
  <li>Does the feature run on the device or in the cloud?</li>
  <li>Is there an ongoing fee, and what happens to the feature if you stop paying?</li>
  <li>Can you turn off individual features, such as face recognition, completely?</li>
  <li>How are detections stored, and for how long?</li>
</ol>
<p>For most homes, person and vehicle detection on the cameras covering doors and gates is money well spent. Our <a href="/cost-estimator">cost estimator</a> lets you add AI detection per camera so you can see the difference in price.</p>`,
  },
  {
    title: "The End of 3G and Analog: Is Your Camera System Ready?",
    slug: "end-of-3g-analog-camera-systems",
    excerpt:
      "Cellular 3G networks are gone and analog CCTV is aging out. What that means for older cameras, alarm links and recorders, and how to upgrade without tearing out every cable.",
    category: "Industry News",
    tags: ["3g", "analog", "upgrades"],
    featuredImage: "/images/blog/end-of-3g-analog-camera-systems.svg",
    isPublished: true,
    daysAgo: 200,
    content: `<p>Two slow-moving changes are catching up with older security systems in Baltimore homes and businesses. The first is the shutdown of 3G cellular networks, which the major U.S. carriers completed in 2022. The second is the gradual end of support for analog CCTV cameras and the recorders that go with them. If your system was installed more than a decade ago, at least one of these probably affects you.</p>

<h2>The 3G shutdown</h2>
<p>Many alarm panels, remote cameras and gate controllers used a built-in 3G radio to send alerts or video when there was no wired internet. When carriers switched off their 3G networks, those devices went silent. In some cases they still appear to work locally, with lights on and recording happening, but nothing reaches the owner or the monitoring company.</p>
<h3>How to check</h3>
<ul>
  <li>Look for a cellular module or SIM slot in your alarm panel, camera or recorder.</li>
  <li>Check the model's documentation for "3G", "HSPA" or "UMTS".</li>
  <li>Trigger a test alert and confirm it actually arrives on your phone or at your monitoring provider.</li>
</ul>
<p>Replacements typically use LTE or newer networks. General consumer information about network transitions is available from the <a href="https://www.fcc.gov/">FCC</a>.</p>

<h2>Analog CCTV is aging out</h2>
<p>Analog cameras send video over coaxial cable to a DVR. Many still produce a picture, but the image is low resolution by today's standards, replacement parts are harder to find, and many older DVRs no longer receive security updates. An unpatched DVR on the internet is a real risk.</p>

<h2>Upgrade paths that save the cabling</h2>
<p>Pulling new cable through plaster walls and brick is often the most expensive part of an upgrade. Depending on the system, you may not need to:</p>
<ol>
  <li><strong>HD-over-coax.</strong> Newer high-definition analog formats run over existing coax. Swapping cameras and the recorder can give a large jump in picture quality with the cables left in place.</li>
  <li><strong>Ethernet-over-coax adapters.</strong> These carry network data, and sometimes power, over existing coax, letting you install modern IP cameras on old runs.</li>
  <li><strong>Hybrid recorders.</strong> Some recorders accept both analog and IP cameras, so you can replace cameras in stages.</li>
  <li><strong>Full IP with PoE.</strong> Where walls are open or runs are short, new network cable with Power over Ethernet is the most future-proof option.</li>
</ol>

<h2>What we recommend</h2>
<p>Start with an inventory: every camera, the recorder, and any device that communicates over cellular. Note what still works and what has quietly stopped. Then decide what to replace first, usually the recorder and any device that depended on 3G. Our <a href="/security-assessment">security assessment</a> walks through these questions, and our <a href="/contact">VMS support</a> team can help plan an upgrade that reuses as much of your existing wiring as possible.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Community events
// ---------------------------------------------------------------------------

export const seedEvents: SeedEvent[] = [
  // Past events
  {
    title: "Canton Community Association Monthly Meeting",
    description:
      "The association's regular monthly meeting, open to all Canton residents. Agenda includes committee reports, upcoming street cleanups and a safety committee update on alley lighting requests.",
    dayOffset: -52,
    time: "19:00",
    location: "Canton Library branch meeting room",
    neighborhood: "Canton",
    eventType: "Neighborhood Meeting",
    organizer: "Canton Community Association",
    contactEmail: "board@canton-association.example.org",
    repeat: "monthly",
  },
  {
    title: "Southeast District Community Council Meeting",
    description:
      "A police community relations meeting open to all residents of the Southeast District. District representatives typically share recent crime trends and take questions; residents can raise block-level concerns.",
    dayOffset: -45,
    time: "18:30",
    location: "Highlandtown community center, main hall",
    neighborhood: "Highlandtown",
    eventType: "BPD Meeting",
    organizer: "Southeast District Community Council",
    contactEmail: "council@southeast-council.example.org",
    contactPhone: "(410) 555-0117",
    repeat: "monthly",
  },
  {
    title: "Fells Point Evening Safety Walk",
    description:
      "Neighbors walk the streets and alleys together to note broken lights, overgrown areas and other safety concerns for follow-up with the city. Wear comfortable shoes and bring a flashlight.",
    dayOffset: -38,
    time: "19:30",
    location: "Meet at Broadway Square, Fells Point",
    neighborhood: "Fells Point",
    eventType: "Safety Walk",
    organizer: "Fells Point Residents Safety Committee",
    contactEmail: "walks@fellspoint-residents.example.org",
  },
  {
    title: "Home Camera Basics Workshop",
    description:
      "A free, hands-on session covering camera placement for rowhouses, night lighting, storage settings and keeping cameras secure. Bring your phone with your camera app installed for one-on-one help.",
    dayOffset: -30,
    time: "10:00",
    location: "Federal Hill neighborhood center, community room",
    neighborhood: "Federal Hill",
    eventType: "Workshop",
    organizer: "{company}",
    contactEmail: "workshops@events.example.org",
    contactPhone: "(410) 555-0190",
  },
  {
    title: "Little Italy Neighbors Porch Social",
    description:
      "An informal evening for neighbors to meet, share refreshments and catch up. Block captains will be on hand to collect contact details for the neighborhood phone tree.",
    dayOffset: -21,
    time: "18:00",
    location: "Little Italy community garden on Stiles St",
    neighborhood: "Little Italy",
    eventType: "Social Gathering",
    organizer: "Little Italy Neighbors Association",
    contactEmail: "hello@littleitaly-neighbors.example.org",
  },
  {
    title: "Mount Vernon Public Safety Town Hall",
    description:
      "A town hall for residents and businesses to discuss public safety priorities in Mount Vernon, including lighting, vacant properties and late-night foot traffic. Questions may be submitted in advance.",
    dayOffset: -14,
    time: "18:30",
    location: "Mount Vernon library branch auditorium",
    neighborhood: "Mount Vernon",
    eventType: "Town Hall",
    organizer: "Mount Vernon Neighborhood Association",
    contactEmail: "townhall@mtvernon-association.example.org",
    contactPhone: "(410) 555-0123",
  },
  {
    title: "Hampden Block Captains Community Meeting",
    description:
      "Quarterly meeting for Hampden block captains and interested residents to coordinate communication, share updates from each block and plan the spring cleanup.",
    dayOffset: -5,
    time: "19:00",
    location: "Hampden community hall, lower level",
    neighborhood: "Hampden",
    eventType: "Community Meeting",
    organizer: "Hampden Community Council",
    contactEmail: "captains@hampden-council.example.org",
  },

  // Upcoming events
  {
    title: "Canton Waterfront Safety Walk",
    description:
      "A guided walk along the Canton waterfront promenade and nearby alleys, noting lighting gaps and camera coverage. Participants will receive a simple checklist to assess their own homes.",
    dayOffset: 3,
    time: "18:30",
    location: "Meet at the Canton waterfront park entrance",
    neighborhood: "Canton",
    eventType: "Safety Walk",
    organizer: "Canton Community Association",
    contactEmail: "safety@canton-association.example.org",
    registrationUrl: "https://example.org/canton-safety-walk",
  },
  {
    title: "Brewers Hill Neighborhood Association Meeting",
    description:
      "Monthly meeting of the Brewers Hill neighborhood association. Agenda includes development updates, parking and a discussion of a voluntary camera registry for the neighborhood.",
    dayOffset: 6,
    time: "19:00",
    location: "Brewers Hill community room off Conkling St",
    neighborhood: "Brewers Hill",
    eventType: "Neighborhood Meeting",
    organizer: "Brewers Hill Neighborhood Association",
    contactEmail: "info@brewershill-association.example.org",
    repeat: "monthly",
  },
  {
    title: "Greektown Community Safety Fair",
    description:
      "A family-friendly afternoon with tables from local organizations, home safety tips, bike registration and free reflective gear for kids. Light refreshments provided.",
    dayOffset: 10,
    time: "11:00",
    location: "Greektown community center parking lot",
    neighborhood: "Greektown",
    eventType: "Community Event",
    organizer: "Greektown Community Development Group",
    contactEmail: "fair@greektown-community.example.org",
    contactPhone: "(410) 555-0131",
  },
  {
    title: "Cameras and Privacy: A Workshop for Neighbors",
    description:
      "Learn how to cover your own doors and alley without recording into neighbors' homes. Covers privacy masks, audio settings and how to share footage responsibly after an incident.",
    dayOffset: 13,
    time: "18:30",
    location: "Upper Fells Point church hall meeting room",
    neighborhood: "Upper Fells Point",
    eventType: "Workshop",
    organizer: "{company}",
    contactEmail: "workshops@events.example.org",
    registrationUrl: "https://example.org/cameras-privacy-workshop",
  },
  {
    title: "Patterson Park Neighbors Coffee and Safety Chat",
    description:
      "Bring a mug and meet neighbors for coffee in the park. An informal chat about what is working on each block, from porch lights to package pickups.",
    dayOffset: 17,
    time: "09:30",
    location: "Patterson Park Pagoda lawn",
    neighborhood: "Patterson Park",
    eventType: "Social Gathering",
    organizer: "Patterson Park Neighbors Group",
    contactEmail: "coffee@pattersonpark-neighbors.example.org",
  },
  {
    title: "Southern District Community Council Meeting",
    description:
      "A police community relations meeting open to residents of Federal Hill, Locust Point, Riverside and nearby neighborhoods. Expect a district update and time for resident questions.",
    dayOffset: 21,
    time: "18:30",
    location: "Federal Hill recreation center gym",
    neighborhood: "Federal Hill",
    eventType: "BPD Meeting",
    organizer: "Southern District Community Council",
    contactEmail: "council@southern-council.example.org",
    contactPhone: "(410) 555-0156",
    repeat: "monthly",
  },
  {
    title: "Fells Point Nightlife and Safety Town Hall",
    description:
      "Residents, business owners and neighborhood groups discuss weekend crowds, noise, lighting and safe routes home. Moderated discussion followed by open questions.",
    dayOffset: 26,
    time: "18:00",
    location: "Fells Point recreation pier event space",
    neighborhood: "Fells Point",
    eventType: "Town Hall",
    organizer: "Fells Point Residents Association",
    contactEmail: "townhall@fellspoint-residents.example.org",
    contactPhone: "(410) 555-0164",
  },
  {
    title: "Little Italy Evening Safety Walk",
    description:
      "Walk the neighborhood with fellow residents to check street lighting, note vacant properties and share tips on door and alley security. All ages welcome.",
    dayOffset: 30,
    time: "19:00",
    location: "Meet at the Little Italy bocce courts",
    neighborhood: "Little Italy",
    eventType: "Safety Walk",
    organizer: "Little Italy Neighbors Association",
    contactEmail: "hello@littleitaly-neighbors.example.org",
  },
  {
    title: "Locust Point Package Theft Prevention Meeting",
    description:
      "Neighbors compare notes on recent package thefts and discuss shared solutions: delivery instructions, neighbor drop-offs, pickup lockers and better doorstep camera angles.",
    dayOffset: 36,
    time: "19:00",
    location: "Locust Point branch library meeting room",
    neighborhood: "Locust Point",
    eventType: "Community Meeting",
    organizer: "Locust Point Civic Association",
    contactEmail: "civic@locustpoint-civic.example.org",
  },
  {
    title: "Securing Your Smart Cameras: Hands-On Workshop",
    description:
      "Bring a laptop or phone and leave with safer cameras. We walk through changing default passwords, updating firmware, enabling two-factor sign-in and separating cameras from the rest of your home network.",
    dayOffset: 45,
    time: "10:00",
    location: "Charles Village community center, room 2",
    neighborhood: "Charles Village",
    eventType: "Workshop",
    organizer: "{company}",
    contactEmail: "workshops@events.example.org",
    contactPhone: "(410) 555-0190",
    registrationUrl: "https://example.org/smart-camera-workshop",
  },
  {
    title: "Roland Park Civic League Safety Committee Meeting",
    description:
      "The safety committee meets to review recent incidents, plan the fall safety walk and discuss a neighborhood-wide lighting survey. Residents are welcome to attend.",
    dayOffset: 55,
    time: "19:30",
    location: "Roland Park library branch community room",
    neighborhood: "Roland Park",
    eventType: "Neighborhood Meeting",
    organizer: "Roland Park Civic League",
    contactEmail: "safety@rolandpark-civic.example.org",
  },
  {
    title: "Remington Porch Light Night",
    description:
      "Residents turn on porch lights and step outside to meet neighbors along their block. Volunteers will hand out energy-efficient bulbs and collect notes on dark streets and alleys.",
    dayOffset: 70,
    time: "19:00",
    location: "Blocks throughout Remington; welcome table at the neighborhood green",
    neighborhood: "Remington",
    eventType: "Community Event",
    organizer: "Remington Neighborhood Alliance",
    contactEmail: "events@remington-alliance.example.org",
  },
  {
    title: "Riverside Park Summer Safety Picnic",
    description:
      "A neighborhood picnic with games for kids, a water-safety table and information on home security basics. Bring a dish to share; drinks provided.",
    dayOffset: 88,
    time: "12:00",
    location: "Riverside Park pavilion",
    neighborhood: "Riverside",
    eventType: "Community Event",
    organizer: "Riverside Neighborhood Association",
    contactEmail: "picnic@riverside-association.example.org",
    contactPhone: "(410) 555-0178",
    registrationUrl: "https://example.org/riverside-picnic",
  },
];

// ---------------------------------------------------------------------------
// Redirects
// ---------------------------------------------------------------------------

export const seedShortLinks: SeedShortLink[] = [
  { fromPath: "/flyer", toUrl: "https://example.org/spring-safety-flyer", isActive: true },
  { fromPath: "/canton-walk", toUrl: "https://example.org/canton-safety-walk", isActive: true },
  { fromPath: "/old-promo", toUrl: "https://example.org/promo-2024", isActive: false },
];

// ---------------------------------------------------------------------------
// Contact submissions
// ---------------------------------------------------------------------------

export const seedContacts: SeedContact[] = [
  {
    firstName: "Dana",
    lastName: "Whitfield",
    email: "dana.whitfield@example.com",
    phone: "(410) 555-0104",
    service: "camera_installation",
    message:
      "We just bought a rowhouse in Canton and would like cameras at the front door and the back alley gate. The previous owner left two old cameras that don't seem to record anymore. Could someone come out to take a look and give us a quote? Weekday evenings work best for us.",
    daysAgo: 2,
  },
  {
    firstName: "Marcus",
    lastName: "Delaney",
    email: "m.delaney@example.com",
    phone: "(410) 555-0119",
    service: "security_assessment",
    message: "Looking for an assessment of our small office in Mount Vernon.",
    daysAgo: 6,
  },
  {
    firstName: "Priya",
    lastName: "Raman",
    email: "priya.raman@example.com",
    phone: "(410) 555-0127",
    service: "vms_support",
    message:
      "Our recorder only seems to keep about five days of footage even though we bought a big hard drive. Can you help us figure out the settings?",
    daysAgo: 11,
  },
  {
    firstName: "Tom",
    lastName: "Kowalczyk",
    email: "tkowalczyk@example.com",
    phone: "(410) 555-0138",
    service: "neighborhood_consulting",
    message:
      "I chair the safety committee for our neighborhood association in Highlandtown. We are interested in setting up a voluntary camera map and footage-sharing guidelines. Would you be able to present at our next meeting?",
    daysAgo: 19,
  },
  {
    firstName: "Alicia",
    lastName: "Moreno",
    email: "alicia.moreno@example.com",
    phone: "(410) 555-0150",
    service: "other",
    message: "Do you offer gift certificates for a camera checkup?",
    daysAgo: 27,
  },
];

// ---------------------------------------------------------------------------
// Camera registrations
// ---------------------------------------------------------------------------

export const seedCameras: SeedCamera[] = [
  {
    name: "Kevin Adebayo",
    email: "kevin.adebayo@example.com",
    phone: "(410) 555-0109",
    address: "2900 O'Donnell St, Baltimore, MD 21224",
    cameraDetails:
      "Two cameras: a video doorbell covering the front stoop and sidewalk, and a 4MP bullet camera over the rear gate looking down the alley toward Linwood Ave. Recording to a local NVR, about 21 days of retention. Audio disabled.",
    daysAgo: 4,
  },
  {
    name: "Rachel Sommers",
    email: "rsommers@example.com",
    phone: "(410) 555-0133",
    address: "1100 Light St, Baltimore, MD 21230",
    cameraDetails: "One 1080p camera above the front door, cloud recording.",
    daysAgo: 13,
  },
  {
    name: "Luis Ortega",
    email: "luis.ortega@example.com",
    phone: "(410) 555-0146",
    address: "3600 Chestnut Ave, Baltimore, MD 21211",
    cameraDetails: "Doorbell camera plus a 4K camera covering the side yard and driveway.",
    daysAgo: 20,
  },
  {
    name: "Jean Park",
    email: "jean.park@example.com",
    phone: "(410) 555-0161",
    address: "Corner of Light St and Key Hwy",
    cameraDetails: "Storefront camera facing the sidewalk at the corner entrance, 1080p.",
    daysAgo: 29,
  },
  // Located cameras around O'Donnell Square in Canton and two elsewhere (docs/decisions/0019-geocoding.md).
  // Points: street-front positions of the 2800-2900 blocks (2839, 2901, 2904 and 2929 from their
  // map pins; 2907 and 2913 placed between 2901 and 2929 by house number, as the Census geocoder
  // itself interpolates). An incident at DEMO_INCIDENT_POINT finds three of them within 150 ft.
  {
    name: "Marisol Vega",
    email: "marisol.vega@example.com",
    phone: "(410) 555-0181",
    address: "2901 O'Donnell St, Baltimore, MD 21224",
    cameraDetails: "Storefront camera over the corner entrance, looking across O'Donnell Square. 1080p, 14 days on an NVR.",
    daysAgo: 9,
    location: cantonLocation("2901", 39.2798976, -76.5752934),
  },
  {
    name: "Tom Brennan",
    email: "tom.brennan@example.com",
    phone: "(410) 555-0182",
    address: "2907 O'Donnell St, Baltimore, MD 21224",
    cameraDetails: "Video doorbell covering the stoop and the sidewalk in front of the square.",
    daysAgo: 11,
    location: cantonLocation("2907", 39.2798986, -76.5750852),
  },
  {
    name: "Priya Natarajan",
    email: "priya.natarajan@example.com",
    phone: "(410) 555-0183",
    address: "2913 O'Donnell St, Baltimore, MD 21224",
    cameraDetails: "4MP camera under the second-floor window facing the street, cloud recording for 30 days.",
    daysAgo: 15,
    location: cantonLocation("2913", 39.2799, -76.5748771),
  },
  {
    name: "Deshawn Carter",
    email: "deshawn.carter@example.com",
    phone: "(410) 555-0184",
    address: "2929 O'Donnell St, Baltimore, MD 21224",
    cameraDetails: "Two cameras: the front door and the rear alley gate. Local recording, about 10 days.",
    daysAgo: 18,
    location: cantonLocation("2929", 39.2799023, -76.574322),
  },
  {
    name: "Helen Kowalski",
    email: "helen.kowalski@example.com",
    phone: "(410) 555-0185",
    address: "2839 O'Donnell St, Baltimore, MD 21224",
    cameraDetails: "Doorbell camera; a second camera watches the parking pad off the alley.",
    daysAgo: 22,
    location: cantonLocation("2839", 39.2798679, -76.5755283),
  },
  {
    name: "Sam Whitfield",
    email: "sam.whitfield@example.com",
    phone: "(410) 555-0186",
    address: "2904 O'Donnell St, Baltimore, MD 21224",
    cameraDetails: "Camera above the door on the north side of the square, 4K, motion clips kept 7 days.",
    daysAgo: 25,
    location: cantonLocation("2904", 39.28052, -76.57518),
  },
  {
    name: "Grace Liu",
    email: "grace.liu@example.com",
    phone: "(410) 555-0187",
    address: "3925 Gough St, Baltimore, MD 21224",
    cameraDetails: "Doorbell camera facing Gough St.",
    daysAgo: 31,
    location: {
      latitude: 39.2884796,
      longitude: -76.5639229,
      matchedAddress: "3925 GOUGH ST, BALTIMORE, MD, 21224",
      city: "Baltimore",
      state: "MD",
      zipCode: "21224",
    },
  },
  {
    name: "Marco Bellini",
    email: "marco.bellini@example.com",
    phone: "(410) 555-0188",
    address: "300 S Exeter St, Baltimore, MD 21202",
    cameraDetails: "Camera over the shop door at the corner of Exeter and Fawn.",
    daysAgo: 34,
    location: {
      latitude: 39.2865562,
      longitude: -76.6008862,
      matchedAddress: "300 S EXETER ST, BALTIMORE, MD, 21202",
      city: "Baltimore",
      state: "MD",
      zipCode: "21202",
    },
  },
];

function cantonLocation(number: string, latitude: number, longitude: number): SeedLocation {
  return {
    latitude,
    longitude,
    matchedAddress: `${number} O'DONNELL ST, BALTIMORE, MD, 21224`,
    city: "Baltimore",
    state: "MD",
    zipCode: "21224",
  };
}

/** The sidewalk in front of 2909 O'Donnell St: an incident here finds 2901, 2907 and 2913 within 150 ft (2839 is 156 ft away). */
export const DEMO_INCIDENT_POINT = { latitude: 39.27993, longitude: -76.57498 } as const;

// The Business details' hours as schema.org's opening hours: the lines it can read, none it cannot.
import { describe, expect, it } from "vitest";

import { openingHoursOf } from "../../../worker/pages/opening-hours";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

describe("opening hours", () => {
  it.each([
    ["Mon-Fri 8:00 AM - 6:00 PM\nSat by appointment", [{ dayOfWeek: WEEKDAYS, opens: "08:00", closes: "18:00" }]],
    ["Saturday 9am - 1pm", [{ dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" }]],
    ["Fri-Mon: 10:30 to 22:00", [{ dayOfWeek: ["Friday", "Saturday", "Sunday", "Monday"], opens: "10:30", closes: "22:00" }]],
    ["Sun 12:00 PM – 12:30 AM", [{ dayOfWeek: ["Sunday"], opens: "12:00", closes: "00:30" }]],
    ["By appointment only", []],
    ["Mon-Fri 25:00 - 6:00 PM", []],
    ["Xyz 8:00 - 9:00", []],
  ])("%j", (hours, expected) => {
    expect(openingHoursOf(hours)).toEqual(expected.map((spec) => ({ "@type": "OpeningHoursSpecification", ...spec })));
  });
});

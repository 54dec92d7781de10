// After a successful send, the public forms give way to a lasting confirmation that takes focus;
// "Send another message" (or "Register another camera") brings back an empty form with focus on
// its first field. A failed send keeps the form and what was typed.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { COMPANY, telHref } from "../../worker/shared/company";
import { TOAST_DURATION_MS } from "../../web/components/toast/toaster";
import { expectToast, json, renderRoute, stubApi } from "./render";

type User = ReturnType<typeof userEvent.setup>;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const contactForm = () => screen.queryByRole("form", { name: "Contact form" });
const contactSent = () => screen.queryByRole("region", { name: "We received your message" });

async function fillContactForm(user: User) {
  const form = within(contactForm()!);
  await user.type(form.getByLabelText("First Name"), "Dana");
  await user.type(form.getByLabelText("Last Name"), "Reyes");
  await user.type(form.getByLabelText("Email"), "dana@example.com");
  await user.type(form.getByLabelText("Phone"), "(410) 555-0188");
  await user.selectOptions(form.getByLabelText("Service"), "Security Assessment");
  await user.type(form.getByLabelText("Message"), "Please assess our corner store.");
  await user.click(form.getByRole("checkbox"));
}

async function sendContactForm(answer: () => Response) {
  // Fake timers that still run by themselves, so the toast's 5-second timer can be jumped over.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const fetchMock = stubApi({ "/api/contact": answer });
  await renderRoute("/contact");
  await fillContactForm(user);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  return { user, fetchMock };
}

describe("the contact form after a send", () => {
  it("is replaced by a lasting confirmation that takes focus, beside the spec's toast when a CRM received the lead", async () => {
    const { fetchMock } = await sendContactForm(() => json({ id: 1, addedToCrm: true }, 201));
    await expectToast({
      title: "Message sent!",
      description: "We've received your message and added you to our CRM. We'll contact you shortly.",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const confirmation = contactSent();
    expect(confirmation).not.toBeNull();
    expect(contactForm()).toBeNull();
    await vi.waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveAttribute("tabindex", "-1");
    // Read once on focus: its heading names it, its text describes it; it is no live region.
    expect(confirmation).not.toHaveAttribute("aria-live");
    expect(within(confirmation!).getByRole("heading", { name: "We received your message" })).toBeInTheDocument();
    expect(confirmation).toHaveAccessibleDescription(
      `We reply to every message, usually within one business day. We are also sending a confirmation email to dana@example.com. Need us sooner? Call or text ${COMPANY.phone}, ${COMPANY.hoursInline}.`,
    );
    expect(within(confirmation!).getByRole("link", { name: COMPANY.phone })).toHaveAttribute("href", telHref());

    // The toast closes after five seconds; the confirmation stays.
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    });
    expect(document.querySelector("li[data-variant]")).toBeNull();
    expect(contactSent()).toBeInTheDocument();
    expect(contactForm()).toBeNull();
  });

  it("claims no CRM when none received the lead (no webhook receiver is configured)", async () => {
    await sendContactForm(() => json({ id: 1, addedToCrm: false }, 201));
    await expectToast({ title: "Message sent!", description: "We've received your message. We'll contact you shortly." });
    expect(screen.queryByText(/CRM/)).toBeNull();
    expect(contactSent()).not.toBeNull();
  });

  it("comes back empty, with focus on its first field, on 'Send another message'", async () => {
    const { user } = await sendContactForm(() => json({ id: 1 }, 201));
    await user.click(await screen.findByRole("button", { name: "Send another message" }));

    expect(contactSent()).toBeNull();
    const form = within(contactForm()!);
    await vi.waitFor(() => expect(form.getByLabelText("First Name")).toHaveFocus());
    for (const label of ["First Name", "Last Name", "Email", "Phone", "Service", "Message"])
      expect(form.getByLabelText(label)).toHaveValue("");
    expect(form.getByRole("checkbox")).not.toBeChecked();
    expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("stays, with what was typed, when the send fails", async () => {
    await sendContactForm(() => json({ message: "The service is temporarily unavailable." }, 503));
    await expectToast({ title: "Error sending message", description: "The service is temporarily unavailable.", variant: "destructive" });

    expect(contactSent()).toBeNull();
    const form = within(contactForm()!);
    expect(form.getByLabelText("First Name")).toHaveValue("Dana");
    expect(form.getByLabelText("Email")).toHaveValue("dana@example.com");
    expect(form.getByLabelText("Message")).toHaveValue("Please assess our corner store.");
    expect(form.getByRole("checkbox")).toBeChecked();
    expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("stays when the send fails without a message, with 'Please try again later.'", async () => {
    await sendContactForm(() => new Response("", { status: 502 }));
    await expectToast({ title: "Error sending message", description: "Please try again later.", variant: "destructive" });
    expect(contactSent()).toBeNull();
    expect(within(contactForm()!).getByLabelText("Last Name")).toHaveValue("Reyes");
  });
});

describe("the camera registration form after a registration", () => {
  const cameraForm = () => screen.queryByRole("form", { name: "Camera registration form" });

  async function register(answer: () => Response) {
    const user = userEvent.setup();
    stubApi({ "/api/register-camera": answer });
    await renderRoute("/camera-registration");
    const form = within(cameraForm()!);
    await user.type(form.getByLabelText("Full Name"), "Jordan Ellis");
    await user.type(form.getByLabelText("Email"), "jordan.ellis@example.com");
    await user.type(form.getByLabelText("Phone"), "(410) 555-0199");
    await user.type(form.getByLabelText("Address"), "2801 Boston Street, Baltimore, MD 21224");
    await user.type(form.getByLabelText("Camera Details"), "Two cameras over the front door and the alley.");
    await user.click(form.getByRole("checkbox"));
    await user.click(form.getByRole("button", { name: "Register Camera" }));
    return user;
  }

  it("is replaced by a confirmation that takes focus and leads back to an empty form", async () => {
    const user = await register(() => json({ id: 1 }, 201));
    await expectToast({ title: "Camera registered!", description: "Your camera has been successfully registered in our database." });

    const confirmation = screen.getByRole("region", { name: "Your camera is registered" });
    expect(cameraForm()).toBeNull();
    await vi.waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveAccessibleDescription(
      "If an incident is reported within 150 ft of your address, we email you to ask whether you are willing to share footage. Share, decline or simply ignore a request. The choice is yours every time, and saying no is always fine. We have emailed you a link to see what we keep, change your details or remove your registration.",
    );

    await user.click(within(confirmation).getByRole("button", { name: "Register another camera" }));
    expect(screen.queryByRole("region", { name: "Your camera is registered" })).toBeNull();
    const form = within(cameraForm()!);
    await vi.waitFor(() => expect(form.getByLabelText("Full Name")).toHaveFocus());
    expect(form.getByLabelText("Full Name")).toHaveValue("");
    expect(form.getByLabelText("Address")).toHaveValue("");
    expect(form.getByRole("checkbox")).not.toBeChecked();
  });

  it("stays, with what was typed, when the registration fails", async () => {
    await register(() => json({ message: "Database unavailable" }, 500));
    await expectToast({ title: "Error registering camera", description: "Database unavailable", variant: "destructive" });
    expect(screen.queryByRole("region", { name: "Your camera is registered" })).toBeNull();
    expect(within(cameraForm()!).getByLabelText("Full Name")).toHaveValue("Jordan Ellis");
  });
});

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { contactSchema, SMS_CONSENT, type ContactInput as ContactFormValues } from "../../../worker/shared/schemas/contact";
import { CONTACT_SERVICES } from "../../../worker/shared/services";
import { api } from "../../api";
import { CONTACT_TOASTS } from "../../content/form-messages";
import { trackEvent } from "../../lib/analytics";
import { submitWithToasts } from "../../lib/submit";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../form/fields";
import { buttonVariants } from "../ui/button";
import { useHydrated } from "../../lib/use-hydrated";
import { HoneypotField, TurnstileCheck } from "../form/bot-check";

const EMPTY: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  service: "" as ContactFormValues["service"],
  message: "",
  smsConsent: false as unknown as true,
};

/** The empty form with a handed-over service and message, where given. */
function withInitial(service?: ContactFormValues["service"], message?: string): ContactFormValues {
  return { ...EMPTY, ...(service ? { service } : {}), ...(message ? { message } : {}) };
}

/** The contact form: validated on submit, re-validated on change (react-hook-form's defaults). */
export function ContactForm({ initial }: { initial?: Partial<Pick<ContactFormValues, "service" | "message">> }) {
  const [firstValues] = useState(() => withInitial(initial?.service, initial?.message));
  /** The values the form was last reset to, to tell whether the visitor has typed since. */
  const applied = useRef(firstValues);
  const form = useForm<ContactFormValues, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: firstValues,
  });
  const { errors, isSubmitting } = form.formState;
  // Until the page is live, a click would submit the raw form; the button waits for it.
  const hydrated = useHydrated();
  const setTurnstileToken = useCallback((token: string) => form.setValue("turnstileToken", token), [form]);
  // After a send, the confirmation stays above the emptied form and takes keyboard focus, so
  // the visitor (and a screen reader) lands on it rather than at the top of the page.
  const [sentCount, setSentCount] = useState(0);
  const sentRef = useRef<HTMLDivElement>(null);
  const sentId = useId();
  useEffect(() => {
    if (sentCount === 0) return;
    // Centred, so the fixed header never covers it; then focused where it already is.
    sentRef.current?.scrollIntoView({ block: "center", behavior: "instant" });
    sentRef.current?.focus({ preventScroll: true });
  }, [sentCount]);

  // The contact page is prerendered without a search, so a service and message handed over in
  // the address arrive after hydration: fill them in then, unless the visitor has started typing.
  const initialService = initial?.service;
  const initialMessage = initial?.message;
  useEffect(() => {
    if (!initialService && !initialMessage) return;
    const values = form.getValues();
    const untouched = (Object.keys(EMPTY) as (keyof ContactFormValues)[]).every((key) => values[key] === applied.current[key]);
    if (!untouched) return;
    applied.current = withInitial(initialService, initialMessage);
    form.reset(applied.current);
  }, [form, initialService, initialMessage]);

  const send = async (values: z.output<typeof contactSchema>) => {
    const sent = await submitWithToasts(() => api.contact.$post({ json: values }), CONTACT_TOASTS);
    if (!sent) return;
    trackEvent("contactFormSubmitted", { service: values.service });
    applied.current = EMPTY;
    form.reset(EMPTY);
    setSentCount((count) => count + 1);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send)(event);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Contact form">
      {sentCount > 0 && (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${sentId}-title`}
          aria-describedby={`${sentId}-text`}
          data-testid="contact-sent"
          className="flex gap-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
          <div>
            <p id={`${sentId}-title`} className="font-semibold">
              {CONTACT_TOASTS.success.title}
            </p>
            <p id={`${sentId}-text`} className="mt-1 text-sm">
              {CONTACT_TOASTS.success.description}
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register("phone")} />
      </div>
      <SelectField
        label="Service"
        placeholder="Select a service"
        options={CONTACT_SERVICES}
        error={errors.service?.message}
        {...form.register("service")}
      />
      <TextAreaField label="Message" rows={5} error={errors.message?.message} {...form.register("message")} />
      <CheckboxField label={SMS_CONSENT.text} error={errors.smsConsent?.message} {...form.register("smsConsent")} />
      <HoneypotField {...form.register("website")} />
      <TurnstileCheck onToken={setTurnstileToken} />
      <button
        type="submit"
        disabled={isSubmitting || !hydrated}
        className={buttonVariants({ variant: "dark", size: "lg", className: "w-full sm:w-auto" })}
      >
        {isSubmitting ? (
          <>
            <Loader2 aria-hidden className="h-5 w-5 animate-spin" />
            Sending...
          </>
        ) : (
          "Send Message"
        )}
      </button>
    </form>
  );
}

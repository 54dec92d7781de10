import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";

import { COMPANY, telHref } from "../../../worker/shared/company";
import type { ContactInput as ContactFormValues, ContactOutput } from "../../../worker/shared/schemas/contact";
import { SMS_CONSENT } from "../../../worker/shared/sms-consent";
import { CONTACT_SERVICES } from "../../../worker/shared/services";
import { api } from "../../api";
import { contactSent } from "../../content/contact";
import { CONTACT_TOASTS } from "../../content/form-texts";
import { trackEvent } from "../../lib/analytics";
import { deferredResolver } from "../../lib/deferred-resolver";
import { submitWithToasts } from "../form/submit";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../form/fields";
import { HoneypotField, TurnstileCheck } from "../form/bot-check";
import { SentConfirmation, useSentConfirmation } from "../form/sent-confirmation";
import { SubmitButton } from "../form/submit-button";

const EMPTY: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  service: "" as ContactFormValues["service"],
  message: "",
  smsConsent: false as unknown as true,
};

const validation = deferredResolver(() => import("./contact-validation").then((module) => module.contactResolver));

/** Whether the server's answer says a CRM was sent the lead (a webhook receiver is configured). */
async function addedToCrm(answer: Response): Promise<boolean> {
  const body: unknown = await answer.json().catch(() => null);
  return typeof body === "object" && body !== null && "addedToCrm" in body && body.addedToCrm === true;
}

/** The empty form with a handed-over service and message, where given. */
function withInitial(service?: ContactFormValues["service"], message?: string): ContactFormValues {
  return { ...EMPTY, ...(service ? { service } : {}), ...(message ? { message } : {}) };
}

/**
 * The contact form: validated on submit, re-validated on change (react-hook-form's defaults);
 * its validation code is fetched when the visitor starts on it.
 */
export function ContactForm({ initial }: { initial?: Partial<Pick<ContactFormValues, "service" | "message">> }) {
  const [firstValues] = useState(() => withInitial(initial?.service, initial?.message));
  /** The values the form was last reset to, to tell whether the visitor has typed since. */
  const applied = useRef(firstValues);
  const form = useForm<ContactFormValues, unknown, ContactOutput>({
    resolver: validation.resolver,
    defaultValues: firstValues,
  });
  const { errors, isSubmitting } = form.formState;
  const setTurnstileToken = useCallback((token: string) => form.setValue("turnstileToken", token), [form]);
  // After a send, a lasting confirmation takes the form's place (with the address it went to).
  const { sent, formRef, confirm, sendAnother } = useSentConfirmation<{ email: string }>();

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

  const send = async (values: ContactOutput) => {
    const sent = await submitWithToasts(() => api.contact.$post({ json: values }), {
      ...CONTACT_TOASTS,
      // The spec's words say the lead was added to a CRM: only when one receives it.
      success: async (answer) => ((await addedToCrm(answer)) ? CONTACT_TOASTS.success : CONTACT_TOASTS.successWithoutCrm),
    });
    if (!sent) return;
    trackEvent("contactFormSubmitted", { service: values.service });
    applied.current = EMPTY;
    form.reset(EMPTY);
    confirm({ email: values.email });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send)(event);

  if (sent)
    return (
      <div className="mt-8">
        <SentConfirmation title={contactSent.title} againLabel={contactSent.again} onAgain={sendAnother}>
          <p>{contactSent.next}</p>
          <p>
            {contactSent.emailed} <strong className="font-semibold wrap-anywhere">{sent.email}</strong>.
          </p>
          <p>
            {contactSent.sooner}{" "}
            <a href={telHref()} className="font-semibold whitespace-nowrap text-blue-800 underline underline-offset-2 hover:text-blue-900">
              {COMPANY.phone}
            </a>
            , {COMPANY.hoursInline}.
          </p>
        </SentConfirmation>
      </div>
    );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={validation.preload} className="mt-8 space-y-5" aria-label="Contact form">
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
      <SubmitButton label={"Send Message"} submittingLabel={"Sending..."} submitting={isSubmitting} />
    </form>
  );
}

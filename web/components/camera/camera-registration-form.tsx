import { useCallback } from "react";
import { Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";

import type { CameraRegistrationInput as CameraRegistrationValues, CameraRegistrationOutput } from "../../../worker/shared/schemas/camera";
import { api } from "../../api";
import { CAMERA_FORM, registrationSent } from "../../content/camera-registration";
import { CAMERA_TOASTS } from "../../content/form-texts";
import { deferredResolver } from "../../lib/deferred-resolver";
import { submitWithToasts } from "../form/submit";
import { CheckboxField, TextAreaField, TextField } from "../form/fields";
import { HoneypotField, TurnstileCheck } from "../form/bot-check";
import { SentConfirmation, useSentConfirmation } from "../form/sent-confirmation";
import { SubmitButton } from "../form/submit-button";

const EMPTY: CameraRegistrationValues = {
  name: "",
  email: "",
  phone: "",
  address: "",
  cameraDetails: "",
  terms: false as unknown as true,
};

const { labels, hints, termsLinks } = CAMERA_FORM;
const validation = deferredResolver(() => import("./registration-validation").then((module) => module.registrationResolver));
const linkClass = "font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900";

/**
 * The camera registration form: validated on submit, re-validated on change (react-hook-form's
 * defaults); its validation code is fetched when the visitor starts on it.
 */
export function CameraRegistrationForm() {
  const form = useForm<CameraRegistrationValues, unknown, CameraRegistrationOutput>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const setTurnstileToken = useCallback((token: string) => form.setValue("turnstileToken", token), [form]);

  // After a registration, a lasting confirmation takes the form's place.
  const { sent, formRef, confirm, sendAnother } = useSentConfirmation<true>();

  const onSubmit = form.handleSubmit(async (values) => {
    const registered = await submitWithToasts(() => api["register-camera"].$post({ json: values }), CAMERA_TOASTS);
    if (!registered) return;
    form.reset(EMPTY);
    confirm(true);
  });

  if (sent)
    return (
      <SentConfirmation title={registrationSent.title} againLabel={registrationSent.again} onAgain={sendAnother}>
        {registrationSent.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </SentConfirmation>
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={validation.preload}
      className="space-y-5"
      aria-label={CAMERA_FORM.ariaLabel}
    >
      <TextField label={labels.name} autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <TextField label={labels.phone} type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register("phone")} />
      </div>
      <TextField
        label={labels.address}
        autoComplete="street-address"
        hint={hints.address}
        error={errors.address?.message}
        {...form.register("address")}
      />
      <TextAreaField
        label={labels.cameraDetails}
        rows={5}
        hint={hints.cameraDetails}
        error={errors.cameraDetails?.message}
        {...form.register("cameraDetails")}
      />
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          {termsLinks.intro}{" "}
          <Link to="/terms-of-service" className={linkClass}>
            {termsLinks.terms}
          </Link>{" "}
          {termsLinks.and}{" "}
          <Link to="/privacy-policy" className={linkClass}>
            {termsLinks.privacy}
          </Link>
          .
        </p>
        <CheckboxField label={CAMERA_FORM.terms} error={errors.terms?.message} {...form.register("terms")} />
      </div>
      <HoneypotField {...form.register("website")} />
      <TurnstileCheck onToken={setTurnstileToken} />
      <SubmitButton label={CAMERA_FORM.submit} submittingLabel={CAMERA_FORM.submitting} submitting={isSubmitting} />
    </form>
  );
}

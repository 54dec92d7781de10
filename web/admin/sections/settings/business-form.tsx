// The Business details (R23): phone, email, service area, postal address, opening hours and social
// profiles, as every page, email and feed shows them.
import { useState, type FormEvent } from "react";

import { businessDetailsSchema, SOCIAL_PROFILE_IDS, SOCIAL_PROFILES, type BusinessDetails } from "../../../../worker/shared/settings";
import { TextAreaField, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { ConflictNote } from "./conflict-note";
import { useSectionSave } from "./save-section";
import { SETTINGS_SCREEN_TEXTS as TEXT } from "./settings-text";

export function BusinessForm({ saved, version }: { saved: BusinessDetails; version: number }) {
  const [details, setDetails] = useState(saved);
  const save = useSectionSave("business", businessDetailsSchema);
  const set = (field: "phone" | "email" | "serviceArea" | "address" | "hours") => (event: { target: { value: string } }) =>
    setDetails({ ...details, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(version, details);
  };
  return (
    <form onSubmit={submit} aria-label={TEXT.businessTab} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">{TEXT.businessHint}</p>
      <ConflictNote message={save.conflict} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={TEXT.phone} type="tel" required value={details.phone} onChange={set("phone")} error={save.errors.phone} />
        <TextField label={TEXT.email} type="email" required value={details.email} onChange={set("email")} error={save.errors.email} />
        <TextField
          label={TEXT.serviceArea}
          required
          value={details.serviceArea}
          onChange={set("serviceArea")}
          error={save.errors.serviceArea}
          className="sm:col-span-2"
        />
        <TextAreaField
          label={TEXT.address}
          rows={3}
          value={details.address}
          onChange={set("address")}
          error={save.errors.address}
          hint={TEXT.addressHint}
        />
        <TextAreaField
          label={TEXT.hours}
          required
          rows={3}
          value={details.hours}
          onChange={set("hours")}
          error={save.errors.hours}
          hint={TEXT.hoursHint}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{TEXT.socialsTitle}</legend>
        <p className="text-sm text-slate-600">{TEXT.socialHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_PROFILE_IDS.map((id) => (
            <TextField
              key={id}
              label={SOCIAL_PROFILES[id]}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={details.socials[id]}
              onChange={(event) => setDetails({ ...details, socials: { ...details.socials, [id]: event.target.value } })}
              error={save.errors[`socials.${id}`]}
            />
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={save.pending} className={buttonVariants({ variant: "dark" })}>
        {TEXT.saveBusiness}
      </button>
    </form>
  );
}

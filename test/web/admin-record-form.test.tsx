import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";

import { useRecordForm } from "../../web/admin/record-form";
import { ApiRequestError } from "../../web/api";

interface PostForm {
  title: string;
  tags: string;
}
const EMPTY: PostForm = { title: "", tags: "" };

function renderRecordForm() {
  return renderHook(() => {
    const form = useForm<PostForm>({ defaultValues: EMPTY });
    // Read while rendering, as a section does, so the form reports its errors.
    const { errors } = form.formState;
    return { form, errors, record: useRecordForm<{ id: number }, PostForm, PostForm>(form, EMPTY) };
  });
}

describe("a dashboard section's form", () => {
  it("edits the chosen record, then goes back to creating with empty fields", () => {
    const { result } = renderRecordForm();
    act(() => result.current.record.edit({ id: 7 }, { title: "Porch lights", tags: "lighting" }));
    expect(result.current.record.editing).toEqual({ id: 7 });
    expect(result.current.form.getValues()).toEqual({ title: "Porch lights", tags: "lighting" });
    act(() => result.current.record.backToCreate());
    expect(result.current.record.editing).toBeNull();
    expect(result.current.form.getValues()).toEqual(EMPTY);
  });

  it("shows the server's field messages on its own fields; a list item's on its list", () => {
    const { result } = renderRecordForm();
    const body = { message: "Invalid input", errors: { title: ["Title is taken"], "tags.2": ["Too long"], unknownField: ["Ignored"] } };
    act(() => result.current.record.showServerErrors(new ApiRequestError(400, "Bad Request", JSON.stringify(body))));
    const { errors } = result.current;
    expect(errors.title?.message).toBe("Title is taken");
    expect(errors.tags?.message).toBe("Too long");
    expect(Object.keys(errors)).toEqual(["title", "tags"]);
  });

  it("leaves the fields alone for any other failure", () => {
    const { result } = renderRecordForm();
    act(() => result.current.record.showServerErrors(new Error("network down")));
    expect(result.current.errors).toEqual({});
  });
});

// The camera registration form (R14): POST /api/register-camera's rules, and what a registration keeps.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { apiClient, read } from "../api-client";
import { VALID_CAMERA } from "../fixtures";
import { describePublicForm } from "../public-form";

const validCamera = VALID_CAMERA;

describePublicForm({
  path: "/api/register-camera",
  table: "camera_registrations",
  valid: validCamera,
  rules: [
    ["name", "D", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "12345", "Phone number must be at least 10 digits"],
    ["address", "Main", "Address must be at least 5 characters"],
    ["cameraDetails", "2 cams", "Camera details must be at least 10 characters"],
    ["terms", false, "You must agree to the terms"],
    ["terms", undefined, "You must agree to the terms"],
  ],
});

describe("the stored camera registration", () => {
  it("keeps the camera registration's agreement to the terms", async () => {
    const { id } = await read(apiClient()["register-camera"].$post({ json: validCamera }));
    const row = await env.DB.prepare("SELECT * FROM camera_registrations WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: "Dana Reyes", address: validCamera.address, camera_details: validCamera.cameraDetails, terms: 1 });
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ProjectCard } from "../../web/components/project-card";
import type { Project } from "../../web/content/types";

const project = (outcomes: string[]): Project => ({
  id: "test-project",
  title: "Test Project",
  category: "Residential",
  description: "A project with some outcomes.",
  imageUrl: "/images/projects/test.webp",
  outcomes,
});

describe("ProjectCard's note of the outcomes not shown", () => {
  it.each([
    [4, "+1 more outcome"],
    [5, "+2 more outcomes"],
  ])("with %d outcomes reads %s", (count, note) => {
    render(<ProjectCard project={project(Array.from({ length: count }, (_, index) => `Outcome ${index + 1}`))} />);
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it("has no note with three outcomes or fewer", () => {
    render(<ProjectCard project={project(["One", "Two", "Three"])} />);
    expect(screen.queryByText(/more outcome/)).not.toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeMarkdown } from "./safe-markdown";

describe("SafeMarkdown", () => {
  it("renders paragraphs, lists and bold, and never markup", () => {
    const { container } = render(
      <SafeMarkdown
        text={
          "You spent **$12.00**.\n- Starbucks \\*Coffee\\*: <img src=x onerror=alert(1)>\n1. first\n2. second"
        }
      />,
    );
    expect(screen.getByText("$12.00", { selector: "strong" })).toBeVisible();
    expect(
      screen.getByText("Starbucks *Coffee*: <img src=x onerror=alert(1)>"),
    ).toBeVisible();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
    expect(container.querySelectorAll("ul li")).toHaveLength(1);
  });
});

import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormDialog } from "./form-dialog";

/** A dialog that closes when its save succeeds, as every save dialog does. */
function Saving({ save }: { save: () => Promise<boolean> }) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      open={open}
      title="Create Budget"
      submitLabel="Create Budget"
      isPending={false}
      onSubmit={async () => {
        if (await save()) setOpen(false);
      }}
      onClose={() => {
        setOpen(false);
      }}
    >
      <span>fields</span>
    </FormDialog>
  );
}

const button = () => screen.getByRole("button", { name: "Create Budget" });

describe("FormDialog", () => {
  it("sends a saved form once, even when the second click of a double click comes after the answer", async () => {
    const save = vi.fn(() => Promise.resolve(true));
    render(<Saving save={save} />);
    fireEvent.click(button());
    // The save has answered and the dialog is closing (still on screen while it fades out).
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    if (screen.queryByRole("button", { name: "Create Budget" }))
      fireEvent.click(button());
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("takes the next submit when the save was refused and the form stays open", async () => {
    const save = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true);
    render(<Saving save={save} />);
    fireEvent.click(button());
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    fireEvent.click(button());
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(save).toHaveBeenCalledTimes(2);
  });
});

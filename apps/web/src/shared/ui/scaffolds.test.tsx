import { CATEGORIES, CATEGORY_LABELS } from "@finch/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { useDialogSession } from "../hooks/use-dialog-session";
import { CategorySelectField } from "./category-select-field";
import { CreateButton } from "./create-button";
import { EditDeleteButtons } from "./edit-delete-buttons";
import { FieldGrid, FormFields } from "./form-layout";
import { ListPage } from "./list-page";
import { ProgressBar } from "./progress-bar";
import { SectionCard } from "./section-card";

describe("EditDeleteButtons", () => {
  it("names each button after its item and calls its handler", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <EditDeleteButtons
        item={7}
        name="Coffee"
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );

    await user.click(screen.getByRole("button", { name: "Edit Coffee" }));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(7);
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Delete Coffee" }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(7);
  });
});

describe("CreateButton", () => {
  it("is a button with its label that opens the create dialog", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<CreateButton label="Create Budget" onClick={onClick} />);

    await user.click(screen.getByRole("button", { name: "Create Budget" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe("SectionCard", () => {
  it("is a region named by its heading, with its note and content", () => {
    render(
      <SectionCard title="Budget Overview" note="Each period on its own line.">
        <p>Total Budgeted</p>
      </SectionCard>,
    );

    const region = screen.getByRole("region", { name: "Budget Overview" });
    expect(
      within(region).getByRole("heading", {
        level: 2,
        name: "Budget Overview",
      }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent("Each period on its own line.");
    expect(region).toHaveTextContent("Total Budgeted");
  });
});

function CategoryForm() {
  const { control } = useForm<{ category: string }>({
    defaultValues: { category: "" },
  });
  return (
    <FormFields>
      <FieldGrid>
        <CategorySelectField control={control} name="category" />
      </FieldGrid>
    </FormFields>
  );
}

describe("CategorySelectField", () => {
  it("offers every category by its label, in the contract's order, and keeps the choice", async () => {
    const user = userEvent.setup();
    render(<CategoryForm />);

    const select = screen.getByRole("combobox", { name: "Category" });
    expect(select).toBeRequired();
    await user.click(select);
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(
      CATEGORIES.map((category) => CATEGORY_LABELS[category]),
    );
    await user.click(
      screen.getByRole("option", { name: CATEGORY_LABELS.groceries }),
    );
    expect(select).toHaveTextContent(CATEGORY_LABELS.groceries);
  });
});

function SessionHarness({ onRender }: { onRender: (key: string) => void }) {
  const session = useDialogSession<{ name: string }>();
  onRender(session.key);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          session.open({ name: "Rent" });
        }}
      >
        Edit
      </button>
      <button
        type="button"
        onClick={() => {
          session.open();
        }}
      >
        New
      </button>
      <output>
        {session.dialogProps.open ? "open" : "closed"}{" "}
        {session.dialogProps.item?.name ?? "nothing"}
      </output>
      <button type="button" onClick={session.dialogProps.onClose}>
        Close
      </button>
    </>
  );
}

describe("useDialogSession", () => {
  it("opens with the item (or none), closes, and changes its key at every opening", async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    render(<SessionHarness onRender={(key) => keys.push(key)} />);
    const state = screen.getByRole("status");
    expect(state).toHaveTextContent("closed nothing");

    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(state).toHaveTextContent("open Rent");
    const firstOpening = keys.at(-1);
    await user.click(screen.getByRole("button", { name: "Close" }));
    // Closing keeps the item (the dialog's exit animation still shows it) and the key.
    expect(state).toHaveTextContent("closed Rent");
    expect(keys.at(-1)).toBe(firstOpening);
    await user.click(screen.getByRole("button", { name: "New" }));
    expect(state).toHaveTextContent("open nothing");
    expect(keys.at(-1)).not.toBe(firstOpening);
  });
});

const emptyQuery = {
  data: [] as { id: number }[],
  isPending: false,
  isError: false,
  error: null,
  errorUpdatedAt: 0,
  refetch: () => Promise.resolve(),
};

describe("ListPage", () => {
  it("offers the header's button in the empty state unless the page gives another", () => {
    render(
      <ListPage
        title="Budgets"
        subtitle="Spending limits by category."
        actions={<CreateButton label="Create Budget" onClick={vi.fn()} />}
        query={emptyQuery}
        errorFallback="Failed to load budgets"
        loadingLabel="Loading budgets"
        empty={{
          icon: null,
          title: "No budgets set",
          description: "Create budgets to track your spending",
        }}
        overview={() => null}
        card={() => null}
      />,
    );

    expect(
      screen.getByRole("heading", { level: 2, name: "No budgets set" }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole("button", { name: "Create Budget" }),
    ).toHaveLength(2);
  });
});

describe("ProgressBar", () => {
  it.each([
    [45.5, 45.5],
    [130, 100],
    [-5, 0],
  ])(
    "at %s percent is a named bar filled to %s percent, with its value text",
    (percent, shown) => {
      render(
        <ProgressBar
          percent={percent}
          color="primary"
          label="Groceries spent"
          valueText={`${String(percent)}% of the budget used`}
        />,
      );

      const bar = screen.getByRole("progressbar", { name: "Groceries spent" });
      expect(bar).toHaveAttribute("aria-valuenow", String(shown));
      expect(bar).toHaveAttribute(
        "aria-valuetext",
        `${String(percent)}% of the budget used`,
      );
    },
  );
});

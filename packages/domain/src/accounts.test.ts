import { describe, expect, it } from "vitest";
import { accountLabels, type AccountIdentity } from "./accounts";

const account = (
  id: number,
  name: string,
  mask: string | null = null,
  institutionName: string | null = null,
): AccountIdentity => ({ id, name, mask, institutionName });

const labelsOf = (accounts: AccountIdentity[]) => [
  ...accountLabels(accounts).values(),
];

describe("accountLabels", () => {
  it("keeps a name no other account has", () => {
    expect(
      labelsOf([account(1, "Checking", "1234", "Gingham"), account(2, "Cash")]),
    ).toEqual(["Checking", "Cash"]);
  });

  it("adds the last digits where two accounts share a name", () => {
    expect(
      labelsOf([
        account(1, "Plaid Checking", "0000", "Gingham"),
        account(2, "Plaid Checking", "1111", "Tartan"),
        account(3, "Savings", "2222", "Tartan"),
      ]),
    ).toEqual([
      "Plaid Checking · ••0000",
      "Plaid Checking · ••1111",
      "Savings",
    ]);
  });

  it("adds the institution where the digits are the same or missing", () => {
    expect(
      labelsOf([
        account(1, "Plaid Checking", "0000", "First Gingham"),
        account(2, "Plaid Checking", "0000", "Tartan Bank"),
      ]),
    ).toEqual([
      "Plaid Checking · ••0000 · First Gingham",
      "Plaid Checking · ••0000 · Tartan Bank",
    ]);
    expect(
      labelsOf([
        account(1, "Wallet", null, "Home"),
        account(2, "Wallet", null, "Office"),
      ]),
    ).toEqual(["Wallet · Home", "Wallet · Office"]);
  });

  it("numbers namesakes nothing else tells apart, and every label is different", () => {
    const labels = labelsOf([
      account(1, "Cash"),
      account(2, "Cash"),
      account(3, "Cash", "12"),
    ]);
    expect(labels).toEqual(["Cash (1)", "Cash (2)", "Cash · ••12"]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

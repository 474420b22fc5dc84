import { notificationListSchema, type Notification } from "@finch/contracts";
import {
  CATEGORIES,
  TRANSFER_CATEGORY,
  todayIn,
  type Category,
} from "@finch/domain";
import { apiRequest } from "../../../shared/api-client";
import {
  createAccount,
  createTransaction,
} from "../../../test/money-factories";

/** Categories whose debits are spending (all but transfers), one budget each. */
const SPENDING: readonly Category[] = CATEGORIES.filter(
  (c) => c !== TRANSFER_CATEGORY,
);

/**
 * Makes the server raise real notifications for the signed-in test user, as a person would:
 * a budget of 100.00 per category with a 75 % alert, then spending in it. Spending 80 raises the
 * threshold alert ("… has reached 75% of its budget"); 120 raises it and "… is over budget".
 * Budgets are named "Budget 1", "Budget 2", … in creation order.
 */
export async function raiseBudgetAlerts(
  count: number,
  spent: 80 | 120 = 80,
): Promise<void> {
  if (count > SPENDING.length)
    throw new Error(`At most ${String(SPENDING.length)} budgets`);
  const categories = SPENDING.slice(0, count);
  const [account] = await Promise.all([
    createAccount({ name: "Checking" }),
    ...categories.map((category, index) =>
      apiRequest("/budgets", {
        method: "POST",
        body: {
          name: `Budget ${String(index + 1)}`,
          category,
          amount: 100,
          period: "monthly",
          alert_threshold: 0.75,
        },
      }),
    ),
  ]);
  // One after another: each write's alerts are newer than the last one's.
  for (const category of categories)
    await createTransaction(account.id, {
      description: "Purchase",
      category,
      amount: spent,
      transaction_date: todayIn(new Date(), "UTC"),
    });
}

/** The signed-in user's notifications as the server has them, newest first. */
export async function listNotifications(): Promise<{
  notifications: Notification[];
  unread: number;
  total: number;
}> {
  return apiRequest("/notifications?limit=100", {
    schema: notificationListSchema,
  });
}

import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** The 12 suggested questions, in the contract's order. */
export const SUGGESTED_QUESTIONS = [
  "How much did I spend on groceries last month?",
  "Show me my budget status",
  "What's my biggest expense category?",
  "Find all transactions at Starbucks",
  "How are my savings goals doing?",
  "Should I increase my grocery budget?",
  "What can I do to save more money?",
  "Show me unusual transactions this month",
  "What's my net worth?",
  "How much money do I have left to spend this month?",
  "Which account has the highest balance?",
  "Show me my recent transactions",
] as const;

interface SuggestedQuestionsProps {
  onChoose: (question: string) => void;
}

/** Chips that fill the input with a question (they do not send it). */
export function SuggestedQuestions({ onChoose }: SuggestedQuestionsProps) {
  return (
    <section aria-labelledby="suggested-questions">
      <Typography id="suggested-questions" variant="subtitle2" sx={{ mb: 1 }}>
        Suggested Questions
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
        {SUGGESTED_QUESTIONS.map((question) => (
          <Chip
            key={question}
            label={question}
            variant="outlined"
            clickable
            onClick={() => onChoose(question)}
          />
        ))}
      </Stack>
    </section>
  );
}

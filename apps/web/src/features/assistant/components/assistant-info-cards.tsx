import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";

const CARDS = [
  {
    title: "What I can do",
    lines: [
      "Analyze spending by period, category and merchant",
      "Track budgets, savings goals and net worth",
      "Find transactions, subscriptions and unusual charges",
      "Compare months, spot trends and forecast the month",
    ],
  },
  {
    title: "Data sources",
    lines: [
      "Your accounts and balances",
      "Your transactions, including pending ones",
      "Your budgets and savings goals",
      "Nothing else: answers use only your own data",
    ],
  },
];

/** The capability and data-source cards beside the chat. */
export function AssistantInfoCards() {
  return (
    <Grid container spacing={2}>
      {CARDS.map((card) => (
        <Grid key={card.title} size={{ xs: 12, md: 6 }}>
          <Card
            component="section"
            aria-label={card.title}
            variant="outlined"
            sx={{ height: "100%" }}
          >
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {card.title}
              </Typography>
              {card.lines.map((line) => (
                <Typography key={line} variant="body2" color="text.secondary">
                  • {line}
                </Typography>
              ))}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

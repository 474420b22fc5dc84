import ErrorOutlineRounded from "@mui/icons-material/ErrorOutlineRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import {
  Link as RouterLink,
  isRouteErrorResponse,
  useRouteError,
} from "react-router";
import { paths } from "../../shared/paths";

/** The data router's fallback when routing itself fails (docs/product.md §2). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Box
      sx={{ minHeight: "60vh", display: "grid", placeItems: "center", p: 3 }}
    >
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 520,
          width: "100%",
          p: { xs: 3, sm: 5 },
          textAlign: "center",
        }}
      >
        <ErrorOutlineRounded
          aria-hidden
          sx={{ fontSize: 48, color: "error.main", mb: 1.5 }}
        />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          Unexpected Application Error!
        </Typography>
        <Typography
          sx={{ color: "text.secondary", mb: 3, overflowWrap: "anywhere" }}
        >
          {describe(error)}
        </Typography>
        <Button component={RouterLink} to={paths.dashboard} variant="contained">
          Back to dashboard
        </Button>
      </Paper>
    </Box>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${String(error.status)} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "Something went wrong.";
}

import RuleOutlined from "@mui/icons-material/RuleOutlined";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../shared/paths";

/** The way from the transactions page's header to the rules. */
export function RulesLink() {
  return (
    <Button
      component={RouterLink}
      to={paths.rules}
      variant="text"
      startIcon={<RuleOutlined />}
    >
      Rules
    </Button>
  );
}

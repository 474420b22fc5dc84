import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../shared/paths";

/** The way from a page header to the import history. */
export function ImportHistoryLink() {
  return (
    <Button
      component={RouterLink}
      to={paths.imports}
      variant="text"
      startIcon={<HistoryOutlined />}
    >
      Import history
    </Button>
  );
}

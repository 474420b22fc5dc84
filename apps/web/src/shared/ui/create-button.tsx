import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";

/** A page's main button, the one that opens its create dialog ('Create Budget'). */
export function CreateButton({
  label,
  onClick,
}: {
  label: string;
  onClick: () => void;
}) {
  return (
    <Button variant="contained" startIcon={<Add />} onClick={onClick}>
      {label}
    </Button>
  );
}

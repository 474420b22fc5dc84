import { SANDBOX_INSTITUTIONS } from "@finch/contracts";
import AccountBalance from "@mui/icons-material/AccountBalance";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Avatar from "@mui/material/Avatar";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";

interface SandboxInstitutionListProps {
  onSelect: (institution: { id: string; name: string }) => void;
}

/** The first step of the sandbox link flow: pick a bank. */
export function SandboxInstitutionList({
  onSelect,
}: SandboxInstitutionListProps) {
  return (
    <List aria-label="Banks" disablePadding>
      {SANDBOX_INSTITUTIONS.map((institution) => (
        <ListItemButton
          key={institution.institution_id}
          onClick={() => {
            onSelect({
              id: institution.institution_id,
              name: institution.name,
            });
          }}
          sx={{ borderRadius: 2, mb: 1, border: 1, borderColor: "divider" }}
        >
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: "primary.main" }}>
              <AccountBalance />
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={institution.name}
            secondary="Checking, savings, cards and loans"
          />
          <ChevronRight color="action" />
        </ListItemButton>
      ))}
    </List>
  );
}

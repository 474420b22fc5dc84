import Link from "@mui/material/Link";
import { useAbout } from "../hooks/use-about";

/**
 * Where to get help (issue 27: the app said "contact support" with no contact anywhere): a
 * mailto link to the operators' `SUPPORT_EMAIL`, or, when the server has none, who provides
 * support for a self-hosted Finch.
 */
export function SupportContact({ lead = "Write to" }: { lead?: string }) {
  const about = useAbout();
  const email = about.data?.support_email;
  if (about.isPending) return null;
  if (email === null || email === undefined)
    return (
      <>
        Support comes from whoever runs this Finch server: ask them, since it
        has no support address set.
      </>
    );
  return (
    <>
      {lead}{" "}
      <Link href={`mailto:${email}`} color="inherit" underline="always">
        {email}
      </Link>
      .
    </>
  );
}

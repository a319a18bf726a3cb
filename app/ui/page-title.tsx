import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";

/** The page heading, with the breadcrumb Home > {title} where the spec shows one, and a link to a related page. */
export function PageTitle({ title, breadcrumb = false, link }: { title: string; breadcrumb?: boolean; link?: { href: string; label: string } }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 2, flexWrap: "wrap" }}>
      <div>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {breadcrumb ? (
          <Box component="nav" aria-label="breadcrumb" sx={{ fontSize: 14, color: "text.secondary" }}>
            <Link href="/">Home</Link> {">"} <span>{title}</span>
          </Box>
        ) : null}
      </div>
      {link ? (
        <Link href={link.href} variant="body2">
          {link.label}
        </Link>
      ) : null}
    </Box>
  );
}

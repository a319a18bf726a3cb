import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState, type MouseEvent } from "react";
import { requireScreen } from "~/services/auth/access.server";
import { TEMPLATE_FAILED_MESSAGE } from "~/services/upload/messages";
import { UPLOAD_TEMPLATES } from "~/services/upload/parsers/templates";
import { PageTitle } from "~/ui/page-title";
import type { Route } from "./+types/template";

export function meta() {
  return [{ title: "Download Template Upload" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "/template");
  const view = (template: (typeof UPLOAD_TEMPLATES)[number]) => ({ key: template.key, label: template.label, path: template.path, fileName: template.fileName });
  return {
    spec: UPLOAD_TEMPLATES.filter((template) => template.specButton).map(view),
    more: UPLOAD_TEMPLATES.filter((template) => !template.specButton).map(view),
  };
}

/** One button per template: a plain download link; with scripts a failure says so. */
export default function TemplatePage({ loaderData }: Route.ComponentProps) {
  const [failed, setFailed] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>, path: string, fileName: string) => {
    event.preventDefault();
    setFailed(false);
    try {
      const response = await fetch(path);
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(true);
    }
  };
  const buttons = (templates: typeof loaderData.spec) => (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 3 }}>
      {templates.map((template) => (
        <Button
          key={template.key}
          variant="outlined"
          href={template.path}
          download={template.fileName}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => download(event, template.path, template.fileName)}
        >
          {template.label}
        </Button>
      ))}
    </Box>
  );
  return (
    <Box>
      <PageTitle title="Download Template Upload" link={{ href: "/upload", label: "Kembali ke Upload" }} />
      <Paper sx={{ p: 2 }}>
        {failed ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="template-failed">
            {TEMPLATE_FAILED_MESSAGE}
          </Alert>
        ) : null}
        {buttons(loaderData.spec)}
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          Template lain (CIMB dan export BO)
        </Typography>
        {buttons(loaderData.more)}
      </Paper>
    </Box>
  );
}

/**
 * /crm/attachments/{id}: one lead document — GET /v1/admin/attachments/{id}, the record with its
 * lead's id and number: the file's name as the heading, its kind (src/domain documentKinds),
 * size, upload date, the lead it belongs to (a link to the card) and 'Скачать', the
 * dataProvider's `download` verb as on the card (seed 001 §7: `transfer=download_url`, a
 * `transfer=binary` answer fetched and saved, another opened in a new tab). Unlike the site's
 * page (site/AttachmentPage) nothing downloads by itself: a staff member opens the screen to
 * see which file it is first. Without admin_leads_read the 403 page, and nothing is asked of
 * the server; a file that is not a lead's, outside the member's scope or unknown is the
 * server's 404, shown as the console's 404 page.
 */
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useGetOne, useNotify, type RaRecord } from 'ra-core';
import { Loading, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { errorMessages } from '../../i18n/messages';
import { errorStatus } from '../../src/api';
import { documentKindLabel } from '../../src/domain/documentKinds';
import { formatDateTime } from '../../src/format/date';
import { formatFileSize } from '../../src/format/number';
import { formatValue } from '../../src/format/text';
import { interpolate } from '../../src/validation/messages';
import { FieldGrid, type FieldRow } from '../leads/FieldGrid';
import { LeadLink } from '../leads/LeadLink';
import { documentColumns as column, leadCardSections, leadScreenTexts } from '../leads/leadLabels';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { attachmentScreenTexts as text } from './texts';

/** The lead documents' path under /v1/admin (server/modules/leads/routes.ts). */
const ATTACHMENTS = 'attachments';

const messageOf = (error: unknown) => (error as Error | null)?.message || errorMessages.default;

function AttachmentBody({ file }: { file: RaRecord }) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const name = formatValue(file.original_filename);
  const download = useMutation({
    mutationFn: () =>
      dataProvider.download(ATTACHMENTS, {
        id: file.id,
        filename: typeof file.original_filename === 'string' ? file.original_filename : undefined,
      }),
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  const leadId = typeof file.lead_id === 'string' && file.lead_id ? file.lead_id : null;
  const rows: FieldRow[] = [
    [
      column.kind,
      typeof file.kind === 'string' ? documentKindLabel(file.kind) : formatValue(file.kind_label),
    ],
    [column.name, name],
    [column.size, formatFileSize(file.file_size)],
    [column.date, formatDateTime(file.created_at)],
    [leadCardSections.lead, <LeadLink key="lead" leadId={leadId} uid={file.lead_uid} />],
  ];
  return (
    <>
      <Title title={interpolate(text.title, { name })} />
      <Typography variant="h5" component="div" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <FieldGrid rows={rows} />
      <Box>
        <Button variant="contained" disabled={download.isPending} onClick={() => download.mutate()}>
          {leadScreenTexts.download}
        </Button>
      </Box>
    </>
  );
}

function AttachmentLoader({ id }: { id: string }) {
  const one = useGetOne(ATTACHMENTS, { id });
  if (one.error) {
    if (errorStatus(one.error) === 404) return <NotFoundPage />;
    return <Alert severity="error">{messageOf(one.error)}</Alert>;
  }
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {one.data ? <AttachmentBody file={one.data} /> : <LinearProgress />}
      </CardContent>
    </Card>
  );
}

function AttachmentShow() {
  const { id = '' } = useParams();
  // A lead's document is read with admin_leads_read, as the card's documents are.
  const { canAccess, isPending } = useCanAccess({ action: 'show', resource: 'leads' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDeniedPage />;
  return <AttachmentLoader key={id} id={id} />;
}

export default AttachmentShow;

/**
 * /crm/ratings/{id} (seed 001 §2; GET /v1/admin/ratings/{id}): one rating — when, who (name,
 * e-mail, phone), the lead and its recorded status, every grade given with its text (seed 001
 * §3: 1 absolutely not satisfied … 5 absolutely satisfied), the applicant's comment, and the
 * staff comments. Holders of admin_ratings_comment add a comment; holders of
 * admin_ratings_export download this rating.
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBasename, useNotify, useRecordContext, useShowContext } from 'ra-core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Show, TopToolbar, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  isRatingGrade,
  leadRatingCriteria,
  ratingCriterionLabels,
  ratingGradeLabels,
  siteRatingCriteria,
  type RatingCriterion,
} from '../../src/domain/ratings';
import { formatDateTime } from '../../src/format/date';
import { formatMessages } from '../../src/format/messages';
import { formatPhone } from '../../src/format/phone';
import { maxLength } from '../../src/validation/basic';
import { validationMessages } from '../../src/validation/messages';
import { RATING_COMMENT_MAX, validateRatingGrade } from '../../src/validation/rating';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { putRecord } from '../../dataProvider/recordCache';
import { RatingExportButton } from './RatingExportButton';
import { useRatingKeys } from './ratingKeys';
import { applicantName, formatAverage, formatLeadStatus } from './format';
import { ratingTexts as t } from './texts';

interface StaffComment {
  id: string;
  text: string;
  created_at: string;
  admin_name?: string | null;
}

const allCriteria: readonly RatingCriterion[] = [...siteRatingCriteria, ...leadRatingCriteria];

/** The criteria this rating carries: the site-wide five, and the lead's four when bound. */
function givenCriteria(record: RaRecord): RatingCriterion[] {
  return allCriteria.filter((c) => validateRatingGrade(record[c]) === undefined);
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 200 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || formatMessages.noData}</Typography>
    </Box>
  );
}

function Summary() {
  const record = useRecordContext();
  const basename = useBasename();
  if (!record) return null;
  const user = (record.user ?? {}) as { email?: string; phone?: string };
  return (
    <Stack direction="row" flexWrap="wrap" gap={3} sx={{ mb: 2 }}>
      <Field label={t.date} value={formatDateTime(record.created_at)} />
      <Field label={t.applicant} value={applicantName(record)} />
      <Field label={t.email} value={user.email ?? ''} />
      <Field label={t.phone} value={user.phone ? formatPhone(user.phone) : ''} />
      <Field
        label={t.lead}
        value={
          record.lead_id ? (
            <Link to={`${basename}/leads/edit/${record.lead_id}`}>
              {record.lead_uid ?? record.lead_id}
            </Link>
          ) : (
            t.siteWide
          )
        }
      />
      <Field label={t.leadStatus} value={formatLeadStatus(record.lead_status)} />
      <Field label={t.average} value={formatAverage(record.average_grade)} />
    </Stack>
  );
}

function Grades() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <Typography variant="h6">{t.grades}</Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableBody>
          {givenCriteria(record).map((c) => {
            const grade = Number(record[c]);
            return (
              <TableRow key={c}>
                <TableCell>{ratingCriterionLabels[c]}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{grade}</TableCell>
                <TableCell>{isRatingGrade(grade) ? ratingGradeLabels[grade] : ''}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Field label={t.comment} value={typeof record.comment === 'string' ? record.comment : ''} />
    </>
  );
}

const commentLimit = maxLength(RATING_COMMENT_MAX);

function CommentForm() {
  const record = useRecordContext()!;
  const { refetch } = useShowContext();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The answer is the saved comment: it joins the card's list in the cache. Only an answer
  // without one makes the card be read again.
  const { mutate, isPending } = useMutation({
    mutationFn: (comment: string) =>
      dataProvider.addRatingComment('ratings', { id: record.id, text: comment }),
    onSuccess: async ({ data: saved }) => {
      setText('');
      notify(t.commentAdded, { type: 'success' });
      if (!saved) return void (await refetch());
      const comments = Array.isArray(record.comments) ? (record.comments as RaRecord[]) : [];
      putRecord(queryClient, 'ratings', {
        id: record.id,
        comments: [...comments, saved],
        comments_count: comments.length + 1,
      });
    },
    onError: (e: Error) => notify(e.message || 'ra.notification.http_error', { type: 'error' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = text.trim() ? commentLimit(text) : validationMessages.required;
    setError(problem);
    if (!problem) mutate(text.trim());
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
      <TextField
        label={t.newComment}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={!!error}
        helperText={error}
        multiline
        minRows={2}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={isPending} sx={{ mt: 1 }}>
        {t.addComment}
      </Button>
    </Box>
  );
}

function Comments() {
  const record = useRecordContext();
  const keys = useRatingKeys();
  if (!record) return null;
  const comments = (Array.isArray(record.comments) ? record.comments : []) as StaffComment[];
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6">{t.comments}</Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary">{t.noComments}</Typography>
      ) : (
        comments.map((c) => (
          <Box key={c.id} sx={{ py: 1, borderBottom: '1px solid', borderColor: 'divider' }}>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(c.created_at)}
              {c.admin_name ? ` · ${c.admin_name}` : ''}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.text}</Typography>
          </Box>
        ))
      )}
      {keys.comment ? <CommentForm /> : null}
    </Box>
  );
}

function Actions() {
  const record = useRecordContext();
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button component={Link} to={`${basename}/ratings`} size="small">
        {t.back}
      </Button>
      {record ? <RatingExportButton filter={{ ids: [String(record.id)] }} /> : null}
    </TopToolbar>
  );
}

function RatingShow() {
  return (
    <Show resource="ratings" actions={<Actions />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <Summary />
          <Grades />
          <Comments />
        </CardContent>
      </Card>
    </Show>
  );
}

export default RatingShow;

/**
 * The console's error page (seed 000 §2 "Error page", seed 001 §2): the status code, a title,
 * a text and one button — 'Перейти на главную' for a signed-in user, 'Авторизоваться'
 * (→ /crm/not_auth) otherwise. The 404, 403 and 500 pages are this page with their texts.
 */
import { Box, Button, Typography } from '@mui/material';
import { useAuthState, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useConsoleViewer } from '../layout/useConsoleViewer';
import { CRM_LOGIN_PATH, tokenStore } from '../session';

export interface ErrorPageProps {
  status?: number;
  title: string;
  text?: string;
}

export function ErrorPage({ status, title, text }: ErrorPageProps) {
  const translate = useTranslate();
  // The session check react-admin shares; until it answers, the token tells.
  const { authenticated } = useAuthState();
  const signedIn = authenticated ?? tokenStore.get() !== null;
  const { homePath } = useConsoleViewer({ enabled: signedIn });
  return (
    <Box
      component="section"
      aria-labelledby="error-page-title"
      sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 8, px: 2, textAlign: 'center' }}
    >
      <Title title={title} />
      {status !== undefined && (
        <Typography sx={{ fontSize: 72, fontWeight: 700, lineHeight: 1, color: 'text.disabled' }}>
          {status}
        </Typography>
      )}
      <Typography id="error-page-title" component="h1" variant="h5">
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      <Button component={Link} to={signedIn ? homePath : CRM_LOGIN_PATH} variant="contained">
        {translate(signedIn ? 'app.error.goHome' : 'app.error.signIn')}
      </Button>
    </Box>
  );
}

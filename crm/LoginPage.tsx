/**
 * The console login (/crm/not_auth, seed 001 §2): the console heading, e-mail, password,
 * "remember me", the 'Войти' button and the server's Russian message on failure; or, a switch
 * away, the sign-in by a code sent by SMS (./SmsLoginForm.tsx, seed 000 §7). After login the
 * user returns to the page they came from (./returnPath.ts), or lands on the leads list (or,
 * for a role without leads, on the first section of its menu).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  FormControlLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useAuthProvider, useAuthState, useLocation, useNavigate, useTranslate } from 'ra-core';
import { Loading } from 'react-admin';
import type { LoginParams } from '../authProvider';
import { viewerOf } from './layout/useConsoleViewer';
import { preloadConsole } from './lazyPages';
import { returnPath } from './returnPath';

const SmsLoginForm = lazy(() => import('./SmsLoginForm'));

function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  // The same query as <Admin requireAuth>'s check. This page lives inside the admin routes, so
  // that check stays "signed out" after login unless refetched; react-admin's useLogin would
  // navigate first and the stale check would log the user straight out again.
  const { refetch: recheckAuth } = useAuthState(undefined, false, { enabled: false });
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [bySms, setBySms] = useState(false);

  /** Signs in (by password or SMS code) and opens the page to go to; rejects on a refusal. */
  const signIn = async (params: LoginParams) => {
    preloadConsole();
    await authProvider?.login(params);
    await recheckAuth();
    // The permissions, identity and access answers read while signed out (none) are stale
    // now; without this the leads' toolbar and filters stay hidden until a reload.
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    // Without a page to return to: the leads, or the first section of a role without them.
    const identity = await authProvider?.getIdentity?.().catch(() => undefined);
    const account = identity?.account as Record<string, unknown> | undefined;
    navigate(returnPath(location.state) ?? viewerOf(account).homePath);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await signIn({ email, password, remember });
    } catch (e) {
      setError((e as Error)?.message || translate('app.default'));
      setPending(false);
    }
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card component="main" sx={{ width: '100%', maxWidth: 440, p: 4 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 3, textAlign: 'center' }}>
          {translate('app.title')}
        </Typography>
        {/* The signed-in console loads while the member types (the page itself does not wait
            for it, a visitor who leaves does not download it), at the latest on 'Войти'. */}
        {bySms ? (
          <Suspense fallback={<Loading />}>
            <SmsLoginForm remember={remember} onRemember={setRemember} signIn={signIn} />
          </Suspense>
        ) : (
          <Box
            component="form"
            onSubmit={submit}
            onInput={() => preloadConsole()}
            noValidate
            sx={{ display: 'grid', gap: 2 }}
          >
            {error && (
              <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <TextField
              label={translate('app.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              autoFocus
            />
            <TextField
              label={translate('app.login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <FormControlLabel
              control={
                <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              }
              label={translate('app.login.remember')}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
              {translate('app.login.submit')}
            </Button>
          </Box>
        )}
        <Button
          fullWidth
          sx={{ mt: 1 }}
          onClick={() => {
            setBySms(!bySms);
            setError(null);
            preloadConsole();
          }}
        >
          {translate(bySms ? 'app.login.byPassword' : 'app.login.bySms')}
        </Button>
      </Card>
    </Box>
  );
}

export default LoginPage;

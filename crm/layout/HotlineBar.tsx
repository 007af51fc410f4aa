/**
 * The helpline in the console's chrome (seed 000 §1 "A helpline number {phone} is shown in the
 * footer, the hotline modal and the page chrome"): the title bar's right end shows the single
 * operator's contact-centre phone as a `tel:` link and the button that opens the hotline modal.
 * The modal's code loads on the first press (./HotlineDialog.tsx), the phone with the layout.
 */
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import { Box, Button, Link, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { hotlineMessages as t } from '../../i18n/hotline';
import { formatPhone, telHref } from '../../src/format/phone';
import { useContactCentrePhone } from '../../src/ui/hotline';

const HotlineDialog = lazy(() => import('./HotlineDialog'));

export function HotlineBar() {
  const phone = useContactCentrePhone();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
      {phone ? (
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          <Link
            href={telHref(phone)}
            aria-label={`${t.contactCentre}: ${formatPhone(phone)}`}
            title={t.contactCentre}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {formatPhone(phone)}
          </Link>
        </Typography>
      ) : null}
      <Button
        size="small"
        startIcon={<PhoneInTalkOutlined />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t.opener}
      </Button>
      {/* Unmounted on close: the next opening starts afresh. */}
      {open ? (
        <Suspense fallback={null}>
          <HotlineDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

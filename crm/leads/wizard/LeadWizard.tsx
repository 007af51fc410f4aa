/**
 * /crm/leads/new/{user_id} (issue 6 "Screens"): the console's new-lead wizard for the chosen
 * applicant — the shared steps (src/ui/wizard/WizardStep.tsx) in MUI widgets (./widgets.tsx)
 * inside a card with a stepper. The service comes first; for догазификация ten steps follow,
 * other services skip the consumption step when they do not ask it. 'Далее' checks the step
 * with the server's own rules; 'Отправить заявку' checks them all, creates the lead (staff's lead
 * is submitted at once), uploads the chosen documents under it and opens its card
 * (src/ui/wizard/useLeadSending.ts). A 422 goes back to the step of its first field.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useBasename, useGetList, useGetOne, useNotify } from 'ra-core';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { wizardStepLabels as stepLabel, wizardTexts as text } from '../../../src/ui/wizard/texts';
import { useLeadSending } from '../../../src/ui/wizard/useLeadSending';
import { useWizardState, type WizardService } from '../../../src/ui/wizard/useWizardState';
import { WizardStep } from '../../../src/ui/wizard/WizardStep';
import { interpolate } from '../../../src/validation/messages';
import { consoleWidgets } from './widgets';

/** The active services with their providing organizations, all in one select. */
const servicesQuery = {
  pagination: { page: 1, perPage: 100 },
  filter: { active: true, included: 'organizations' },
};

function LeadWizard() {
  const { user_id: userId = '' } = useParams();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const services = useGetList<WizardService>('services', servicesQuery);
  const applicant = useGetOne('users', { id: userId }, { enabled: !!userId });
  const serviceRows = services.error ? [] : services.data;
  const wizard = useWizardState(serviceRows, { staff: true });
  const { step, steps, index } = wizard;
  const sending = useLeadSending(wizard, {
    collection: `users/${encodeURIComponent(userId)}/leads`,
  });
  const general = sending.general ?? services.error?.message;

  const submit = async () => {
    const result = await sending.send({ check: true });
    if (!result) return;
    if (result.failed.length) {
      notify(interpolate(text.uploadFailed, { files: result.failed.join(', ') }), {
        type: 'warning',
      });
    } else notify(text.created, { type: 'success' });
    navigate(`${basename}/leads/edit/${encodeURIComponent(result.id)}`);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={text.title} />
      <CardContent>
        <Stepper activeStep={index} alternativeLabel sx={{ mb: 3, overflowX: 'auto' }}>
          {steps.map((s) => (
            <Step key={s}>
              <StepLabel error={wizard.stepHasError(s)}>{stepLabel[s]}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {interpolate(text.stepOf, { n: index + 1, total: steps.length })}: {stepLabel[step]}
        </Typography>
        {general ? (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {general}
          </Alert>
        ) : null}
        <Box component="section" aria-label={stepLabel[step]}>
          <WizardStep
            wizard={wizard}
            widgets={consoleWidgets}
            services={serviceRows}
            applicant={applicant.isPending && !!userId ? undefined : (applicant.data ?? null)}
            files={sending.files}
            onFilesChange={sending.setFiles}
          />
        </Box>
        {sending.progress !== undefined ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{text.uploading}</Typography>
            <LinearProgress variant="determinate" value={Math.round(sending.progress * 100)} />
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
          <Button disabled={index === 0 || sending.sending} onClick={wizard.back}>
            {text.back}
          </Button>
          {wizard.last ? (
            <Button variant="contained" disabled={sending.sending} onClick={() => void submit()}>
              {text.submit}
            </Button>
          ) : (
            <Button variant="contained" disabled={sending.sending} onClick={wizard.next}>
              {text.next}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export default LeadWizard;

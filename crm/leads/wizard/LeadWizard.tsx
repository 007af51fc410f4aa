/**
 * /crm/leads/new/{user_id} (issue 6 "Screens"): the console's new-lead wizard for the chosen
 * applicant. The service comes first; for догазификация ten steps follow (consent with the two
 * notices of Постановление № 1547, who applies, the applicant, the object, consumption and СНТ,
 * correspondence address, earlier technical conditions, contact person, feedback and signing
 * form, documents), other services skip the consumption step when they do not ask it.
 * 'Далее' checks the step with the server's own rules (src/leads/fields.ts); 'Отправить заявку'
 * checks them all, POSTs the lead (staff's lead is submitted at once), uploads the chosen
 * documents under it and opens its card. A 422 goes back to the step of its first field.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, useBasename, useDataProvider, useNotify, type RaRecord } from 'ra-core';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { EogDataProvider } from '../../../dataProvider';
import type { ApiErrorBody } from '../../../src/api';
import { leadRelationLabels } from '../../../src/leads/fields';
import type { ChosenFile } from '../../../src/leads/wizard/chosenFiles';
import {
  leadBody,
  splitServerErrors,
  stepFields,
  type StepId,
} from '../../../src/leads/wizard/model';
import {
  wizardStepLabels as stepLabel,
  wizardTexts as text,
} from '../../../src/leads/wizard/texts';
import { useWizardState } from '../../../src/leads/wizard/useWizardState';
import { interpolate } from '../../../src/validation/messages';
import { ApplicantPreview } from './ApplicantPreview';
import { DocumentsStep } from './DocumentsStep';
import { ObjectStep } from './ObjectStep';
import { createLead, fetchApplicant, fetchServices, uploadLeadDocuments } from './wizardApi';
import { WizardField } from './WizardField';

export function LeadWizard() {
  const { user_id: userId = '' } = useParams();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider<EogDataProvider>();
  const [services, setServices] = useState<RaRecord[]>();
  const [applicant, setApplicant] = useState<RaRecord | null>();
  const [general, setGeneral] = useState<string>();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number>();
  const wizard = useWizardState(services, { staff: true });
  const { values, errors, step, kind, steps, index, change, service } = wizard;

  useEffect(() => {
    let live = true;
    fetchServices().then(
      (rows) => live && setServices(rows),
      (e: Error) => {
        if (!live) return;
        setServices([]);
        setGeneral(e.message);
      },
    );
    fetchApplicant(userId).then(
      (user) => live && setApplicant(user ?? null),
      () => live && setApplicant(null),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  const form = { values, errors, onChange: change };
  const fieldsOf = (s: StepId, paths = stepFields(s, kind)) =>
    paths.map((path) => (
      <WizardField key={path} path={path} {...form} required={wizard.requiredPaths.has(path)} />
    ));

  const submit = async () => {
    setGeneral(undefined);
    if (!wizard.checkAll()) return;
    setSending(true);
    let leadId: string;
    try {
      leadId = await createLead(userId, leadBody(values, kind));
    } catch (e) {
      setSending(false);
      const body = e instanceof HttpError ? (e.body as ApiErrorBody | undefined) : undefined;
      const { mapped, unmapped } = splitServerErrors(body?.errors);
      if (Object.keys(mapped).length) wizard.showErrors(mapped);
      if (!Object.keys(mapped).length || unmapped) setGeneral((e as Error).message);
      return;
    }
    const failed = await uploadLeadDocuments(dataProvider, leadId, files, setProgress);
    setSending(false);
    setProgress(undefined);
    if (failed.length) {
      notify(interpolate(text.uploadFailed, { files: failed.join(', ') }), { type: 'warning' });
    } else notify(text.created, { type: 'success' });
    navigate(`${basename}/leads/edit/${encodeURIComponent(leadId)}`);
  };

  const body = () => {
    switch (step) {
      case 'consent':
        return (
          <Box>
            <TextField
              select
              id="wizard-service"
              size="small"
              fullWidth
              required
              label={leadRelationLabels.service}
              value={typeof values.service === 'string' ? values.service : ''}
              error={!!errors.service}
              helperText={errors.service ?? (services?.length === 0 ? text.noServices : ' ')}
              onChange={(e) => change('service', e.target.value)}
            >
              {(services ?? []).map((s) => (
                <MenuItem key={String(s.id)} value={String(s.id)}>
                  {String(s.name)}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="subtitle1" sx={{ mt: 2 }}>
              {text.noticesTitle}
            </Typography>
            {text.notices.map((notice, i) => (
              <Alert key={i} severity="info" sx={{ my: 1 }}>
                {notice}
              </Alert>
            ))}
            {fieldsOf('consent')}
          </Box>
        );
      case 'representative':
        return (
          <Box>
            <FormLabel id="wizard-who">{text.whoApplies}</FormLabel>
            <RadioGroup
              aria-labelledby="wizard-who"
              value={values.has_confidant === true ? 'confidant' : 'applicant'}
              onChange={(e) => change('has_confidant', e.target.value === 'confidant')}
            >
              <FormControlLabel value="applicant" control={<Radio />} label={text.byApplicant} />
              <FormControlLabel value="confidant" control={<Radio />} label={text.byConfidant} />
            </RadioGroup>
            {values.has_confidant === true ? (
              <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2 }}>
                {fieldsOf('representative')}
              </Box>
            ) : null}
          </Box>
        );
      case 'applicant':
        return <ApplicantPreview applicant={applicant} />;
      case 'object':
        return (
          <ObjectStep
            kind={kind}
            organizations={wizard.organizations}
            requiredPaths={wizard.requiredPaths}
            {...form}
          />
        );
      case 'correspondence':
        return (
          <Box>
            <Button size="small" sx={{ mb: 2 }} onClick={wizard.copyObjectAddress}>
              {text.sameAsObject}
            </Button>
            <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2 }}>
              {fieldsOf('correspondence')}
            </Box>
          </Box>
        );
      case 'previous_spec':
        return (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {text.previousSpecHint}
            </Typography>
            {fieldsOf('previous_spec')}
          </Box>
        );
      case 'documents':
        return (
          <DocumentsStep
            files={files}
            onChange={setFiles}
            documentsList={
              typeof service?.documents_list === 'string' ? service.documents_list : null
            }
          />
        );
      default:
        return <Box>{fieldsOf(step)}</Box>;
    }
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
          {body()}
        </Box>
        {progress !== undefined ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{text.uploading}</Typography>
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} />
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
          <Button disabled={index === 0 || sending} onClick={wizard.back}>
            {text.back}
          </Button>
          {wizard.last ? (
            <Button variant="contained" disabled={sending} onClick={() => void submit()}>
              {text.submit}
            </Button>
          ) : (
            <Button variant="contained" disabled={sending} onClick={wizard.next}>
              {text.next}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export default LeadWizard;

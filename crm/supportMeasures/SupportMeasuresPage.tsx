/**
 * The support measures screen (seed 001 §2 /crm/support_measures): the entries of the section
 * the member may open — social assistance (a regional head only with the social_assistance
 * flag, src/access/consoleRoutes `pathMarkers`), the citizen categories, and the subsidies.
 */
import { Alert, Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useBasename, usePermissions } from 'ra-core';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { consoleRouteDecision } from '../../src/access';
import { useConsoleViewer } from '../layout/useConsoleViewer';
import { supportTexts as text } from './texts';

const entries = [
  {
    path: '/support_measures/social_assistances',
    key: 'admin_social_assistances_read',
    title: text.socialAssistances,
    hint: text.socialAssistancesHint,
  },
  {
    path: '/support_measures/citizen_categories',
    key: 'admin_citizen_categories_read',
    title: text.citizenCategories,
    hint: text.citizenCategoriesHint,
  },
  {
    path: '/subsidies',
    key: 'admin_subsidies_read',
    title: text.subsidies,
    hint: text.subsidiesHint,
  },
] as const;

export default function SupportMeasuresPage() {
  const { principal } = useConsoleViewer();
  const { permissions } = usePermissions();
  const basename = useBasename();
  const held = (permissions as { permissions?: string[] } | undefined)?.permissions ?? [];
  const shown = entries.filter(
    (e) =>
      held.includes(e.key) &&
      (!principal || consoleRouteDecision(`/crm${e.path}`, principal) === 'allow'),
  );
  return (
    <Box sx={{ p: 2 }}>
      <Title title={text.title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {text.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text.intro}</Typography>
      {shown.length ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {shown.map((e) => (
            <Card key={e.path} sx={{ flex: 1 }}>
              <CardActionArea component={Link} to={`${basename}${e.path}`}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {e.title}
                  </Typography>
                  <Typography variant="body2">{e.hint}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      ) : (
        <Alert severity="info">{text.nothing}</Alert>
      )}
    </Box>
  );
}

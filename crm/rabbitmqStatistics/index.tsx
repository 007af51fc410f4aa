/** The rabbitmq statistics route (issue 19) under the event log's section; loads on first visit. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const RabbitmqStatistics = lazy(() => import('./RabbitmqStatistics'));

export const rabbitmqStatisticsRoute = (
  <Route
    key="rabbitmq_statistics"
    path="/action_histories/rabbitmq_statistics"
    element={<RabbitmqStatistics />}
  />
);

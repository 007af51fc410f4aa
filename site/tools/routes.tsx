/**
 * The site's tools routes (seed 000 §2), each page loaded on first visit; App.tsx mounts them inside
 * the default layout. Paths: ./paths.ts.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { loadVerbModule } from '../../dataProvider/lazyVerbs';
import { toolPaths } from './paths';

/**
 * The page with the dataProvider's address verbs, which it calls as it opens (the visitor's
 * location, ./addressLookups.ts): their code comes beside the page's, not after it.
 */
const withAddressVerbs =
  <T,>(page: () => Promise<T>) =>
  () => {
    loadVerbModule('address');
    return page();
  };

/** The tools most visits start on: App.tsx's landing pages load them as the app starts. */
export const loadToolPage = {
  checkAddress: withAddressVerbs(() => import('./AddressCheckPage')),
  calculator: withAddressVerbs(() => import('./CalculatorPage')),
};

const AddressCheckPage = lazy(loadToolPage.checkAddress);
const CalculatorPage = lazy(loadToolPage.calculator);
const GasificationProgramPage = lazy(() => import('./GasificationProgramPage'));
const GroListPage = lazy(() => import('./GroListPage'));
const DogasificationStagesPage = lazy(() => import('./DogasificationStagesPage'));

export const toolsRoutes = (
  <>
    <Route path={toolPaths.checkAddress} element={<AddressCheckPage />} />
    <Route path={toolPaths.calculator} element={<CalculatorPage />} />
    <Route path={toolPaths.gasificationProgram} element={<GasificationProgramPage />} />
    <Route path={toolPaths.listGro} element={<GroListPage />} />
    <Route path={toolPaths.dogasificationStages} element={<DogasificationStagesPage />} />
  </>
);

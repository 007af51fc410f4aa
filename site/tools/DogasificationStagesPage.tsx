/**
 * /stages/dogasification (issue 17; seed 000 §2 "dogasification stages"): the steps of
 * догазификация from the address check to gas in the house, with the way in to each tool.
 */
import { Link } from 'react-router-dom';
import { toolPaths } from './paths';
import { dogasificationStages, toolTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import css from './tools.module.css';

function DogasificationStagesPage() {
  return (
    <section className={css.page}>
      <h1 className={ui.title}>{t.stagesTitle}</h1>
      <p className={ui.intro}>{t.stagesIntro}</p>
      <ol className={css.stages}>
        {dogasificationStages.map((stage) => (
          <li key={stage.title} className={css.stage}>
            <h2 className={css.cardTitle}>{stage.title}</h2>
            <p>{stage.text}</p>
          </li>
        ))}
      </ol>
      <p className={ui.row}>
        <Link className={ui.button} to={toolPaths.checkAddress}>
          {t.checkTitle}
        </Link>
        <Link className={ui.buttonSecondary} to="/leads/new">
          {t.apply}
        </Link>
      </p>
    </section>
  );
}

export default DogasificationStagesPage;

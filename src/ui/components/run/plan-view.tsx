import type { PlanStep } from '../../../engine/tools/tool';

const marks: Record<PlanStep['status'], string> = { done: '✓', active: '▶', pending: '○' };

/** The plan from update_plan, as the person reads it next to the conversation. */
export function PlanView({ plan }: { plan: PlanStep[] }) {
  const done = plan.filter((step) => step.status === 'done').length;
  return (
    <section className="plan" aria-label="Plan">
      <h3>
        Plan <span className="muted">({done} of {plan.length} done)</span>
      </h3>
      <ol>
        {plan.map((step, index) => (
          <li key={index} className={`plan-${step.status}`}>
            <span aria-hidden="true" className="plan-mark">
              {marks[step.status]}
            </span>{' '}
            {step.step}
            <span className="visually-hidden"> ({step.status})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { formatAmount, type GroupPlan } from '@wander/contract';

/** Each traveller's plans with the planner's reasons, and the group's total. */
export function GroupPlanView({ plan }: { plan: GroupPlan }) {
  return (
    <div className="group-plan" aria-label="Group plan">
      <table className="group-plan__table">
        <thead>
          <tr>
            <th>Traveller</th>
            <th>Plans</th>
            <th className="group-plan__amount">Total</th>
          </tr>
        </thead>
        <tbody>
          {plan.travellers.map((t) => (
            <tr key={t.travellerId}>
              <td>
                {t.name}
                {t.ownTrip && <div className="group-plan__note">own trip</div>}
              </td>
              <td>
                <ul className="group-plan__lines">
                  {t.plan.lines.map((l) => (
                    <li key={l.variantId}>
                      <strong>
                        {l.quantity} x {l.planName}
                      </strong>{' '}
                      <span className="group-plan__note">{l.reason}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="group-plan__amount">
                {formatAmount(t.plan.total)} {t.plan.currency}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={2}>Group total ({plan.travellers.length} travellers)</th>
            <th className="group-plan__amount">
              {formatAmount(plan.total)} {plan.currency}
            </th>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

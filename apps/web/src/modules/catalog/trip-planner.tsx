import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Input, Select } from 'antd';
import {
  formatAmount,
  TRIP_MAX_LEGS,
  TRIP_PLAN_PATH,
  type SelectOption,
  type TripPlan,
  type TripPlanRequest,
} from '@wander/contract';
import { api, ApiError, errorMessageOf } from '../../lib/api';
import { showMessage } from '../../ui/dialogs';
import { cartActions } from './cart-store';
import type { CartDistributor } from './cart-rules';

interface LegDraft {
  key: number;
  countryCode?: string;
  days: string;
}

/** Field errors of a refused plan, by the request's path ("legs.0.days"). */
const fieldErrorsOf = (error: unknown): Record<string, string[]> =>
  error instanceof ApiError ? error.fieldErrors : {};

let nextKey = 1;
const newLeg = (): LegDraft => ({ key: nextKey++, days: '' });

/**
 * "Plan a trip" (issue 29): destinations with their days and the data a day, answered by
 * POST catalog/TripPlan as the cheapest mix of the distributor's plans with a reason per plan;
 * "Add all to the cart" puts the mix in the cart in one click.
 */
export default function TripPlanner({
  distributor,
  countries,
}: {
  distributor: CartDistributor;
  countries: SelectOption[];
}) {
  const [legs, setLegs] = useState<LegDraft[]>(() => [newLeg()]);
  const [gbPerDay, setGbPerDay] = useState('1');
  const plan = useMutation({
    mutationFn: (body: TripPlanRequest) => api.post<TripPlan>(TRIP_PLAN_PATH, body),
  });
  const errors = plan.isError ? fieldErrorsOf(plan.error) : {};
  const update = (key: number, change: Partial<LegDraft>) =>
    setLegs((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));

  const submit = () =>
    plan.mutate({
      distributorEntityCode: distributor.entityCode,
      legs: legs.map((l) => ({ countryCode: l.countryCode ?? '', days: Number(l.days) })),
      gbPerDay: Number(gbPerDay),
    });
  const addAll = (answer: TripPlan) => {
    cartActions.setDistributor(distributor);
    for (const line of answer.lines) {
      cartActions.upsert({
        productId: line.productId,
        productCode: line.productCode,
        productName: line.productName,
        variantId: line.variantId,
        variantCode: line.variantCode,
        variantName: line.planName,
        days: line.days,
        data: line.dataGb,
        isDayPass: line.isDayPass,
        qty: line.quantity,
        unitPrice: line.unitPrice,
        currency: answer.currency,
        promotions: [],
      });
    }
    showMessage('success', `${answer.lines.length} plan(s) added to the cart`);
  };

  const answer = plan.data;
  return (
    <section className="trip-planner" aria-label="Plan a trip">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <ol className="trip-planner__legs">
          {legs.map((leg, i) => (
            <li key={leg.key} className="trip-planner__leg">
              <div className="trip-planner__field trip-planner__field--country">
                <label htmlFor={`trip-country-${leg.key}`}>Destination {i + 1}</label>
                <Select
                  id={`trip-country-${leg.key}`}
                  placeholder="Country"
                  options={countries}
                  value={leg.countryCode}
                  showSearch={{ optionFilterProp: 'label' }}
                  status={errors[`legs.${i}.countryCode`] ? 'error' : undefined}
                  onChange={(value: string) => update(leg.key, { countryCode: value })}
                />
                <FieldError messages={errors[`legs.${i}.countryCode`]} />
              </div>
              <div className="trip-planner__field trip-planner__field--days">
                <label htmlFor={`trip-days-${leg.key}`}>Days</label>
                <Input
                  id={`trip-days-${leg.key}`}
                  inputMode="numeric"
                  value={leg.days}
                  status={errors[`legs.${i}.days`] ? 'error' : undefined}
                  onChange={(e) => update(leg.key, { days: e.target.value })}
                />
                <FieldError messages={errors[`legs.${i}.days`]} />
              </div>
              {legs.length > 1 && (
                <Button
                  aria-label={`Remove destination ${i + 1}`}
                  onClick={() => setLegs((all) => all.filter((l) => l.key !== leg.key))}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ol>
        <FieldError messages={errors.legs} />
        <div className="trip-planner__row">
          <Button
            disabled={legs.length >= TRIP_MAX_LEGS}
            onClick={() => setLegs((all) => [...all, newLeg()])}
          >
            Add destination
          </Button>
          <div className="trip-planner__field trip-planner__field--days">
            <label htmlFor="trip-gb">Data per day (GB)</label>
            <Input
              id="trip-gb"
              inputMode="decimal"
              value={gbPerDay}
              status={errors.gbPerDay ? 'error' : undefined}
              onChange={(e) => setGbPerDay(e.target.value)}
            />
            <FieldError messages={errors.gbPerDay} />
          </div>
          <Button type="primary" htmlType="submit" loading={plan.isPending}>
            Plan my trip
          </Button>
        </div>
      </form>
      {plan.isError && Object.keys(errors).length === 0 && (
        <Alert type="warning" showIcon message={errorMessageOf(plan.error)} />
      )}
      {answer && (
        <div className="trip-planner__result" aria-live="polite">
          <table className="trip-planner__table">
            <caption>The cheapest plans for this trip</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Qty</th>
                <th scope="col">Unit Price</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {answer.lines.map((line) => (
                <tr key={line.variantId}>
                  <td>{line.planName}</td>
                  <td>{line.quantity}</td>
                  <td>
                    {answer.currency} {formatAmount(line.unitPrice)}
                  </td>
                  <td>{line.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="trip-planner__row">
            <strong>
              Total: {answer.currency} {formatAmount(answer.total)}
            </strong>
            <Button type="primary" onClick={() => addAll(answer)}>
              Add all to the cart
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function FieldError({ messages }: { messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <span className="trip-planner__error" role="alert">
      {messages.join(' ')}
    </span>
  );
}

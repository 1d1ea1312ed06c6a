import { crudRoutes } from '../../crud/crud-routes';
import { lazyPage, type ScreenRoutes } from './screen-routes';

/** Setup > Appointment and its Setup sub-group load only their own declarations. */
const catalog = () => import('../../crud/setup-appointment-catalog');
const formPage = lazyPage(() =>
  import('../../modules/appointment/appointment-form-page').then((m) => m.AppointmentFormPage),
);

/** /setup appointment screens (issue 14): spread into SETUP_ROUTES. */
export const SETUP_APPOINTMENT_ROUTES: ScreenRoutes = {
  ...crudRoutes('/setup/appointment', {
    catalog,
    pages: {
      new: formPage,
      edit: formPage,
      detail: lazyPage(() =>
        import('../../modules/appointment/appointment-detail-page').then(
          (m) => m.AppointmentDetailPage,
        ),
      ),
    },
  }),
  ...crudRoutes('/setup/timeslot', { catalog }),
  ...crudRoutes('/setup/holiday', { catalog }),
  'setup/appointment-config': lazyPage(() =>
    import('../../modules/appointment/appointment-config-page').then(
      (m) => m.AppointmentConfigPage,
    ),
  ),
};

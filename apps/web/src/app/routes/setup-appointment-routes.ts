import { declaredRoutes } from '../../crud/plain-resource';
import { lazyPage, type ScreenRoutes } from './screen-routes';
import { SETUP_DECLARATIONS } from './setup-declarations';

/** Setup > Appointment and its Setup sub-group: each page loads its own declaration alone. */
const declared = declaredRoutes(SETUP_DECLARATIONS);
const formPage = lazyPage(() =>
  import('../../modules/appointment/appointment-form-page').then((m) => m.AppointmentFormPage),
);

/** /setup appointment screens (issue 14): spread into SETUP_ROUTES. */
export const SETUP_APPOINTMENT_ROUTES: ScreenRoutes = {
  ...declared('/setup/appointment', {
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
  ...declared('/setup/timeslot'),
  ...declared('/setup/holiday'),
  'setup/appointment-config': lazyPage(() =>
    import('../../modules/appointment/appointment-config-page').then(
      (m) => m.AppointmentConfigPage,
    ),
  ),
};

import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { DonorHomePage } from '../features/dashboard/pages/donor-home-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { HomePage } from '../features/home/pages/home-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { UsersPage } from '../features/users/pages/users-page';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';

/** Every route of the product; a route error renders the same page as an unknown route. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <NotFoundPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    ),
    errorElement: <NotFoundPage />,
    children: [
      { index: true, element: <Navigate to="dashboards" replace /> },
      { path: 'dashboards', element: <DonorHomePage /> },
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'users',
        element: (
          <RequireRole roles={['admin']}>
            <UsersPage />
          </RequireRole>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AuditLogPage } from '../features/audit/pages/audit-log-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { AddBlogPage } from '../features/blogs/pages/add-blog-page';
import { BlogListPage } from '../features/blogs/pages/blog-list-page';
import { BlogPostPage } from '../features/blogs/pages/blog-post-page';
import { ContentPage } from '../features/blogs/pages/content-page';
import { EditBlogPage } from '../features/blogs/pages/edit-blog-page';
import { MessagesPage } from '../features/contact/pages/messages-page';
import { DonorHomePage } from '../features/dashboard/pages/donor-home-page';
import { FilterDataPage } from '../features/dashboard/pages/filter-data-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { HomePage } from '../features/home/pages/home-page';
import { FundingPage } from '../features/payments/pages/funding-page';
import { MyGiftsPage } from '../features/payments/pages/my-gifts-page';
import { PaymentPage } from '../features/payments/pages/payment-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { CreateRequestPage } from '../features/requests/pages/create-request-page';
import { EditRequestPage } from '../features/requests/pages/edit-request-page';
import { MyRequestsPage } from '../features/requests/pages/my-requests-page';
import { PendingRequestsPage } from '../features/requests/pages/pending-requests-page';
import { RequestDetailsPage } from '../features/requests/pages/request-details-page';
import { SearchPage } from '../features/requests/pages/search-page';
import { AdminHomePage } from '../features/stats/pages/admin-home-page';
import { UsersPage } from '../features/users/pages/users-page';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';

const adminOnly = (page: ReactNode) => <RequireRole roles={['admin']}>{page}</RequireRole>;
/** The spec left volunteer pages open to anyone signed in; they are for volunteers and admins. */
const staffOnly = (page: ReactNode) => <RequireRole roles={['volunteer', 'admin']}>{page}</RequireRole>;

/** Every route of the product; a route error renders the same page as an unknown route. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <NotFoundPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/pendingRequest', element: <PendingRequestsPage /> },
      { path: '/donation', element: <Navigate to="/pendingRequest" replace /> },
      { path: '/payment', element: <PaymentPage /> },
      { path: '/blog', element: <BlogListPage /> },
      { path: '/blog/:id', element: <BlogPostPage /> },
      {
        path: '/details/:id',
        element: (
          <RequireAuth>
            <RequestDetailsPage />
          </RequireAuth>
        ),
      },
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
      { path: 'myDonationRequests', element: <MyRequestsPage /> },
      { path: 'donationRequest', element: <CreateRequestPage /> },
      { path: 'update/:id', element: <EditRequestPage /> },
      { path: 'home', element: adminOnly(<AdminHomePage />) },
      { path: 'funding', element: adminOnly(<FundingPage />) },
      { path: 'myGifts', element: <MyGiftsPage /> },
      { path: 'allRequest', element: adminOnly(<FilterDataPage title="All blood donation requests" variant="manage" />) },
      { path: 'users', element: adminOnly(<UsersPage />) },
      { path: 'messages', element: adminOnly(<MessagesPage />) },
      { path: 'audit', element: adminOnly(<AuditLogPage />) },
      { path: 'content', element: adminOnly(<ContentPage />) },
      { path: 'addBlog', element: <AddBlogPage /> },
      { path: 'blogs/:id/edit', element: <EditBlogPage /> },
      { path: 'volunteerHome', element: staffOnly(<FilterDataPage title="Volunteer home" variant="manage" />) },
      { path: 'volunteerAllRequest', element: staffOnly(<FilterDataPage title="Volunteer all requests" variant="editOnly" />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

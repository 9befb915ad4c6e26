import { PAGE_PATHS } from '@grant/shared';
import { type ComponentProps, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { HomePage } from '../features/home/pages/home-page';
import { loadRequestDetails, preloadRequestDetails } from '../features/requests/request-details-preload';
import { useT } from '../i18n/use-t';
import { lazyNamed } from '../lib/lazy-named';
import { RedirectSignedIn } from './guards/redirect-signed-in';
import { RequireAuth } from './guards/require-auth';
import type { RequireRole as RoleGuard } from './guards/require-role';
import { PublicLayout } from './layouts/public-layout';
import { PageChange } from './page-change';

// Every page but the home page is loaded when first visited, most from a chunk of their own: the home
// page stays small on a slow phone, and the dashboard never weighs on visitors. The admin pages share
// one chunk, and so do the volunteers', each editor's two pages and the password reset's two steps
// (each lazy chunk adds its loader to the entry script).
const adminPages = () => import('./admin-pages');
const AdminHomePage = lazyNamed(adminPages, 'AdminHomePage');
const AuditLogPage = lazyNamed(adminPages, 'AuditLogPage');
const ContentPage = lazyNamed(adminPages, 'ContentPage');
const FundingPage = lazyNamed(adminPages, 'FundingPage');
const MessagesPage = lazyNamed(adminPages, 'MessagesPage');
const ModerationPage = lazyNamed(adminPages, 'ModerationPage');
const OutboxPage = lazyNamed(adminPages, 'OutboxPage');
const UsersPage = lazyNamed(adminPages, 'UsersPage');
const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const passwordResetPages = () => import('./password-reset-pages');
const ForgotPasswordPage = lazyNamed(passwordResetPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(passwordResetPages, 'ResetPasswordPage');
const GoogleLandingPage = lazyNamed(() => import('../features/auth/pages/google-landing-page'), 'GoogleLandingPage');
const CompleteProfilePage = lazyNamed(() => import('../features/profile/pages/complete-profile-page'), 'CompleteProfilePage');
const RegisterPage = lazyNamed(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const blogEditorPages = () => import('./blog-editor-pages');
const AddBlogPage = lazyNamed(blogEditorPages, 'AddBlogPage');
const BlogListPage = lazyNamed(() => import('../features/blogs/pages/blog-list-page'), 'BlogListPage');
const BlogPostPage = lazyNamed(() => import('../features/blogs/pages/blog-post-page'), 'BlogPostPage');
const EditBlogPage = lazyNamed(blogEditorPages, 'EditBlogPage');
const DonorHomePage = lazyNamed(() => import('../features/dashboard/pages/donor-home-page'), 'DonorHomePage');
const FilterDataPage = lazyNamed(() => import('../features/dashboard/pages/filter-data-page'), 'FilterDataPage');
const MyGiftsPage = lazyNamed(() => import('../features/payments/pages/my-gifts-page'), 'MyGiftsPage');
const PaymentPage = lazyNamed(() => import('../features/payments/pages/payment-page'), 'PaymentPage');
const ProfilePage = lazyNamed(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const requestEditorPages = () => import('./request-editor-pages');
const CreateRequestPage = lazyNamed(requestEditorPages, 'CreateRequestPage');
const EditRequestPage = lazyNamed(requestEditorPages, 'EditRequestPage');
const MyRequestsPage = lazyNamed(() => import('../features/requests/pages/my-requests-page'), 'MyRequestsPage');
const PendingRequestsPage = lazyNamed(() => import('../features/requests/pages/pending-requests-page'), 'PendingRequestsPage');
const RequestDetailsPage = lazyNamed(loadRequestDetails, 'RequestDetailsPage');
const SearchPage = lazyNamed(() => import('../features/requests/pages/search-page'), 'SearchPage');
const triagePages = () => import('../features/triage/pages');
const TriagePage = lazyNamed(triagePages, 'TriagePage');
const CallSheetPage = lazyNamed(triagePages, 'CallSheetPage');
const drivePages = () => import('../features/drives/pages');
const DrivesPage = lazyNamed(drivePages, 'DrivesPage');
const DriveDetailsPage = lazyNamed(drivePages, 'DriveDetailsPage');
const OrganisedDrivesPage = lazyNamed(drivePages, 'OrganisedDrivesPage');
const CreateDrivePage = lazyNamed(drivePages, 'CreateDrivePage');
const DriveRosterPage = lazyNamed(drivePages, 'DriveRosterPage');
const bloodBankPages = () => import('../features/blood-banks/pages');
const BloodBanksPage = lazyNamed(bloodBankPages, 'BloodBanksPage');
const ManagedBanksPage = lazyNamed(bloodBankPages, 'ManagedBanksPage');
const PrivacyPage = lazyNamed(() => import('../features/privacy/pages/privacy-page'), 'PrivacyPage');
const InsightsPage = lazyNamed(() => import('../features/stats/pages/insights-page'), 'InsightsPage');
const dashboardLayout = () => import('./layouts/dashboard-layout');
const DashboardLayout = lazyNamed<object, 'DashboardLayout'>(dashboardLayout, 'DashboardLayout');
// Drawn only inside DashboardLayout, whose chunk it comes with: no request of its own.
const RequireRole = lazyNamed<ComponentProps<typeof RoleGuard>, 'RequireRole'>(dashboardLayout, 'RequireRole');

function PageFallback() {
  const t = useT();
  return <PageSpinner screen label={t('Loading the page')} />;
}

const adminOnly = (page: ReactNode) => <RequireRole roles={['admin']}>{page}</RequireRole>;
/** The spec left volunteer pages open to anyone signed in; they are for volunteers and admins. */
const staffOnly = (page: ReactNode) => <RequireRole roles={['volunteer', 'admin']}>{page}</RequireRole>;

/**
 * Every route of the product, at the paths of PAGE_PATHS (the server answers 404 for any other); a route
 * error renders the same page as an unknown route. The browser
 * runs them in a browser router (main.tsx), the build in a memory router to prerender public pages
 * (prerender.tsx). Around both layouts, what every page change does (scroll and focus, page-change.tsx).
 */
const pages: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <NotFoundPage />,
    children: [
      { path: PAGE_PATHS.home, element: <HomePage /> },
      {
        path: PAGE_PATHS.login,
        element: (
          <RedirectSignedIn>
            <LoginPage />
          </RedirectSignedIn>
        ),
      },
      { path: PAGE_PATHS.googleLanding, element: <GoogleLandingPage /> },
      {
        path: PAGE_PATHS.completeProfile,
        element: (
          <RequireAuth>
            <CompleteProfilePage />
          </RequireAuth>
        ),
      },
      { path: PAGE_PATHS.forgotPassword, element: <ForgotPasswordPage /> },
      { path: PAGE_PATHS.resetPassword, element: <ResetPasswordPage /> },
      {
        path: PAGE_PATHS.register,
        element: (
          <RedirectSignedIn>
            <RegisterPage />
          </RedirectSignedIn>
        ),
      },
      { path: PAGE_PATHS.search, element: <SearchPage /> },
      { path: PAGE_PATHS.pendingRequests, element: <PendingRequestsPage /> },
      { path: PAGE_PATHS.donation, element: <Navigate to={PAGE_PATHS.pendingRequests} replace /> },
      { path: PAGE_PATHS.payment, element: <PaymentPage /> },
      { path: PAGE_PATHS.blog, element: <BlogListPage /> },
      { path: PAGE_PATHS.blogPost, element: <BlogPostPage /> },
      { path: PAGE_PATHS.drives, element: <DrivesPage /> },
      { path: PAGE_PATHS.driveDetails, element: <DriveDetailsPage /> },
      { path: PAGE_PATHS.bloodBanks, element: <BloodBanksPage /> },
      { path: PAGE_PATHS.privacy, element: <PrivacyPage /> },
      {
        path: PAGE_PATHS.requestDetails,
        // Starts the page's chunk and its data at once, beside the session check, not after it.
        loader: ({ params }) => preloadRequestDetails(params.id ?? ''),
        hydrateFallbackElement: <PageFallback />,
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
    path: PAGE_PATHS.dashboard,
    element: (
      <RequireAuth>
        <Suspense fallback={<PageFallback />}>
          <DashboardLayout />
        </Suspense>
      </RequireAuth>
    ),
    errorElement: <NotFoundPage />,
    children: [
      { index: true, element: <Navigate to={PAGE_PATHS.dashboardHome} replace /> },
      { path: PAGE_PATHS.dashboardHome, element: <DonorHomePage /> },
      { path: PAGE_PATHS.profile, element: <ProfilePage /> },
      { path: PAGE_PATHS.myRequests, element: <MyRequestsPage /> },
      { path: PAGE_PATHS.createRequest, element: <CreateRequestPage /> },
      { path: PAGE_PATHS.editRequest, element: <EditRequestPage /> },
      { path: PAGE_PATHS.adminHome, element: adminOnly(<AdminHomePage />) },
      { path: PAGE_PATHS.funding, element: adminOnly(<FundingPage />) },
      { path: PAGE_PATHS.myGifts, element: <MyGiftsPage /> },
      { path: PAGE_PATHS.allRequests, element: adminOnly(<FilterDataPage title="All blood donation requests" variant="manage" />) },
      { path: PAGE_PATHS.users, element: adminOnly(<UsersPage />) },
      { path: PAGE_PATHS.messages, element: adminOnly(<MessagesPage />) },
      { path: PAGE_PATHS.moderation, element: adminOnly(<ModerationPage />) },
      { path: PAGE_PATHS.audit, element: adminOnly(<AuditLogPage />) },
      { path: PAGE_PATHS.outbox, element: adminOnly(<OutboxPage />) },
      { path: PAGE_PATHS.content, element: adminOnly(<ContentPage />) },
      { path: PAGE_PATHS.addBlog, element: <AddBlogPage /> },
      { path: PAGE_PATHS.editBlog, element: <EditBlogPage /> },
      { path: PAGE_PATHS.triage, element: staffOnly(<TriagePage />) },
      { path: PAGE_PATHS.insights, element: staffOnly(<InsightsPage />) },
      { path: PAGE_PATHS.callSheet, element: staffOnly(<CallSheetPage />) },
      { path: PAGE_PATHS.organisedDrives, element: staffOnly(<OrganisedDrivesPage />) },
      { path: PAGE_PATHS.createDrive, element: staffOnly(<CreateDrivePage />) },
      { path: PAGE_PATHS.driveRoster, element: staffOnly(<DriveRosterPage />) },
      { path: PAGE_PATHS.managedBloodBanks, element: <ManagedBanksPage /> },
      { path: PAGE_PATHS.volunteerHome, element: staffOnly(<FilterDataPage title="Volunteer home" variant="manage" />) },
      { path: PAGE_PATHS.volunteerAllRequests, element: staffOnly(<FilterDataPage title="Volunteer all requests" variant="editOnly" />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const routes: RouteObject[] = [{ element: <PageChange />, children: pages }];

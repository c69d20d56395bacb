import { styled, useThemeProps } from '@mui/material/styles';
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import {
  Loading,
  Error as RaError,
  SkipNavigationButton,
  type AppBarProps,
  type SidebarProps,
} from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { marginTransition } from './Sidebar';

interface FrameProps {
  appBar: ComponentType<AppBarProps>;
  menu: ComponentType;
  sidebar: ComponentType<SidebarProps>;
  appBarAlwaysOn?: boolean;
  children: ReactNode;
}

/**
 * react-admin's Layout (same markup, classes, theme key RaLayout, styles and error page) without
 * its Inspector, the editor of react-admin's configurable components, which the console has none
 * of. The Inspector rendered with every render of the layout and read document.body.clientWidth
 * as it did: the browser laid out the new page in the middle of the console's first commit (147
 * ms of the 4x CPU profile's longest task on /dashboard).
 */
export function Frame(inProps: FrameProps) {
  const props = useThemeProps({ props: inProps, name: 'RaLayout' });
  const { appBar: AppBar, appBarAlwaysOn, children, menu: Menu, sidebar: Sidebar } = props;
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={FrameClasses.appFrame}>
        <AppBar alwaysOn={appBarAlwaysOn} />
        <main className={FrameClasses.contentWithSidebar}>
          <Sidebar appBarAlwaysOn={appBarAlwaysOn}>
            <Menu />
          </Sidebar>
          <div id="main-content" className={FrameClasses.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <RaError
                  error={error as Error}
                  errorInfo={errorInfo}
                  resetErrorBoundary={resetErrorBoundary}
                />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

const FrameClasses = {
  appFrame: 'RaLayout-appFrame',
  contentWithSidebar: 'RaLayout-contentWithSidebar',
  content: 'RaLayout-content',
};

/** react-admin's styles for its layout (ra-ui-materialui 5, layout/Layout). */
const Root = styled('div', {
  name: 'RaLayout',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${FrameClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${FrameClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: marginTransition(theme),
  },
  [`& .${FrameClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: {
      paddingRight: theme.spacing(1),
      paddingLeft: theme.spacing(1),
    },
  },
}));

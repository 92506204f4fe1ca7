import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';

/**
 * The public marketing site (SPEC 2 "Public site routes", own layout). Every public
 * path is registered here; the pages come with the public-site issue. Until then each
 * shows an honest holding page, and unknown paths show the fallback page.
 */
const PUBLIC_PATHS: { path: string; title: string }[] = [
  { path: '/', title: 'Swimming pools' },
  { path: '/careers', title: 'Careers' },
  { path: '/careers/:detail', title: 'Careers' },
  { path: '/faq', title: 'FAQ' },
  { path: '/terms-and-conditions', title: 'Terms and conditions' },
  { path: '/privacy-policy', title: 'Privacy policy' },
  { path: '/disclaimer', title: 'Disclaimer' },
  { path: '/renolit', title: 'Renolit membranes' },
  { path: '/renolit/:category', title: 'Renolit membranes' },
  { path: '/renolit/:category/:detail', title: 'Renolit membranes' },
  { path: '/services', title: 'Services' },
  { path: '/services/:detail', title: 'Services' },
  { path: '/swimming-pool-projects', title: 'Projects' },
  { path: '/swimming-pool-projects/:detail', title: 'Projects' },
  { path: '/products', title: 'Products' },
  { path: '/products/:category', title: 'Products' },
  { path: '/products/:category/:subCategory', title: 'Products' },
  { path: '/products/:category/:subCategory/:product', title: 'Products' },
  { path: '/blog', title: 'Blog' },
  { path: '/blog/:detail', title: 'Blog' },
  { path: '/news-and-update', title: 'News and updates' },
  { path: '/news-and-update/:detail', title: 'News and updates' },
  { path: '/contact', title: 'Contact' },
  { path: '/about-us', title: 'About us' },
  { path: '/swimming-pool-project-gallery', title: 'Gallery' },
  { path: '/thank-you', title: 'Thank you' },
];

function Holding({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Managewell Pools`;
  }, [title]);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Result
        status="info"
        title="Our new website is on its way"
        subTitle="We design, build and maintain swimming pools across India. The full site opens soon."
        extra={
          <Button type="primary" href="/app/auth/signin-1">
            Staff sign-in
          </Button>
        }
      />
    </main>
  );
}

function Fallback() {
  useEffect(() => {
    document.title = 'Page not found | Managewell Pools';
  }, []);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Result
        status="404"
        title="Page not found"
        subTitle="This page does not exist."
        extra={<a href="/">Home</a>}
      />
    </main>
  );
}

export function PublicSite() {
  return (
    <Routes>
      {PUBLIC_PATHS.map(({ path, title }) => (
        <Route key={path} path={path} element={<Holding title={title} />} />
      ))}
      <Route path="*" element={<Fallback />} />
    </Routes>
  );
}

export default PublicSite;

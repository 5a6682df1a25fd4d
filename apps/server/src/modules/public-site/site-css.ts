import { createHash } from 'node:crypto';

/**
 * The public site's one stylesheet: small, served under a name that carries its hash (cached for
 * a year), never inline (the CSP). System fonts: nothing to download before the text shows.
 */
export const SITE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.55;color:#0f172a;background:#f8fafc}
a{color:#1d4ed8;text-underline-offset:2px}
a:hover{color:#1e3a8a}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
img{max-width:100%;height:auto;display:block}
h1,h2,h3{line-height:1.25;margin:0 0 .6em}
h1{font-size:1.75rem}
h2{font-size:1.3rem}
h3{font-size:1.05rem}
.card form+h3{margin-top:1.5rem}
p{margin:0 0 .8em}
.skip{position:absolute;left:-9999px;top:0;background:#fff;padding:.75rem 1rem;z-index:10}
.skip:focus{left:.5rem;top:.5rem}
.wrap{max-width:72rem;margin:0 auto;padding:0 1rem}
.site-header{background:#fff;border-bottom:1px solid #e2e8f0}
.site-header .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem 1rem;padding-top:.5rem;padding-bottom:.5rem}
.brand{font-weight:700;font-size:1.1rem;color:#0f172a;text-decoration:none;display:inline-flex;align-items:center;min-height:44px}
.site-nav{display:flex;flex-wrap:wrap;gap:0 1rem}
.site-nav a{display:inline-flex;align-items:center;min-height:44px;color:#334155;text-decoration:none;font-weight:500}
.site-nav a:hover{color:#1d4ed8;text-decoration:underline}
main{padding:1.5rem 0 2.5rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.25rem;margin-bottom:1.25rem}
.lead{font-size:1.05rem;color:#334155}
.muted{color:#475569}
.small{font-size:.875rem}
.badge{display:inline-block;border-radius:999px;padding:.15rem .65rem;font-size:.8rem;font-weight:600;background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0}
.badge.neutral{background:#eff6ff;color:#1e3a8a;border-color:#bfdbfe}
.listings{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.listing-card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;overflow:hidden;display:flex;flex-direction:column;height:100%}
.listing-card img,.listing-card .no-photo{aspect-ratio:4/3;object-fit:cover;width:100%;background:#e2e8f0}
.listing-card .no-photo{display:flex;align-items:center;justify-content:center;color:#475569}
.listing-card .body{padding:.9rem 1rem 1rem}
.listing-card h3 a{color:#0f172a;text-decoration:none;display:flex;align-items:center;min-height:44px}
.listing-card h3 a::after{content:"";position:absolute;inset:0}
.listing-card{position:relative}
.listing-card h3 a:hover{text-decoration:underline}
.price{font-weight:700;font-size:1.15rem;color:#0f172a}
.price-big{font-size:1.6rem;font-weight:800;margin:0}
.facts{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:.25rem 0 0;padding:0;list-style:none;color:#334155}
.headline{font-size:1.05rem;color:#334155}
.hero img{width:100%;aspect-ratio:3/2;object-fit:cover;border-radius:.5rem;background:#e2e8f0;margin-bottom:.5rem}
.gallery{display:grid;gap:.5rem;grid-auto-flow:column;grid-auto-columns:44%;overflow-x:auto;scroll-snap-type:x mandatory;margin:0 0 1.25rem;padding:0 0 .25rem;list-style:none}
.gallery li{scroll-snap-align:start}
.gallery img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;background:#e2e8f0}
@media (min-width:48rem){.gallery{grid-auto-flow:row;grid-template-columns:repeat(4,1fr);overflow:visible}h1{font-size:2rem}}
.listing-layout{display:grid;gap:1.25rem;grid-template-columns:minmax(0,1fr)}
.listing-layout>*,.agency-grid>*{min-width:0}
.mentions,.card{overflow-wrap:anywhere}
@media (min-width:64rem){.listing-layout{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}.listing-aside{position:sticky;top:1rem;align-self:start}}
dl.kv{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}
dl.kv dt{color:#475569}
dl.kv dd{margin:0;font-weight:600}
.dpe-grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr))}
.dpe-grid>*{min-width:0}
.dpe{margin:0}
.dpe-title{font-weight:700;letter-spacing:.02em;margin-bottom:.35rem}
.dpe-scale{width:100%;max-width:340px;height:auto}
.warning{font-weight:700;color:#991b1b}
.mentions{padding-left:1.1rem;color:#334155;font-size:.9rem}
.mentions li{margin-bottom:.3rem}
form .field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.3rem}
.hint{display:block;font-weight:400;color:#475569;font-size:.875rem}
input[type=text],input[type=email],input[type=tel],textarea{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #64748b;border-radius:.5rem;background:#fff;color:#0f172a;min-height:44px}
textarea{min-height:8rem;resize:vertical}
input[aria-invalid=true],textarea[aria-invalid=true]{border-color:#b91c1c}
.check{display:flex;gap:.6rem;align-items:flex-start;font-weight:400;min-height:44px;padding-top:.5rem}
.check input{width:1.35rem;height:1.35rem;margin:.15rem 0 0;flex:none}
.error{color:#b91c1c;font-size:.875rem;margin:.3rem 0 0}
.alert{border:1px solid #fecaca;background:#fef2f2;color:#7f1d1d;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
.success{border:1px solid #a7f3d0;background:#ecfdf5;color:#064e3b;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.6rem 1.25rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.button:hover{background:#1e40af;color:#fff}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.hp input,.hp label{width:1px;height:1px;min-height:0;padding:0;border:0;margin:0}
.tap{display:inline-flex;align-items:center;min-height:44px}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:.55rem .5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
th{color:#334155;font-weight:600}
.table-scroll{overflow-x:auto}
@media (max-width:39.99rem){.fee-table thead{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.fee-table tr{display:block;padding:.5rem 0;border-bottom:1px solid #e2e8f0}.fee-table td{display:grid;grid-template-columns:minmax(6.5rem,40%) 1fr;gap:.75rem;border:0;padding:.2rem 0}.fee-table td::before{content:attr(data-label);color:#475569;font-weight:600}}
.site-footer{background:#0f172a;color:#e2e8f0;padding:1.75rem 0;font-size:.9rem}
.site-footer a{color:#bfdbfe}
.site-footer h2{font-size:1rem;color:#fff}
.site-footer ul{list-style:none;padding:0;margin:0 0 1rem}
.site-footer li{margin-bottom:.25rem}
.site-footer li a{display:inline-flex;align-items:center;min-height:44px}
.hours{margin:0;padding:0;list-style:none}
.hours li{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px solid #f1f5f9;padding:.3rem 0}
.agency-grid{display:grid;gap:1.25rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:64rem){.agency-grid{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}
`.trim();

const hash = createHash('sha256').update(SITE_CSS).digest('hex').slice(0, 12);

/** Where the stylesheet is served; the name changes with its content. */
export const SITE_CSS_PATH = `/agences-assets/site-${hash}.css`;

from django.urls import path

from . import views

urlpatterns = [
    path("menu-item/", views.MenuList.as_view()),
    path("product-item/<int:id>/", views.ProductDetail.as_view()),
    path("blog-item/", views.ArticleList.as_view()),
    path("blog-item/<int:id>/", views.ArticleDetail.as_view()),
    path("homepage-blog-items/", views.HomeArticleList.as_view()),
    path("homepage-product/", views.HomeCategoryList.as_view()),
    path("info-block/", views.BenefitList.as_view()),
    path("contacts/", views.ContactList.as_view()),
    path("messengers/", views.MessengerList.as_view()),
    path("info-page/", views.InfoPageList.as_view()),
    path("info-page/<slug:slug>/", views.InfoPageDetail.as_view()),
    path("site-contacts/", views.SiteSettingsDetail.as_view()),
    path("registered-sites/", views.RegisteredSiteList.as_view()),
    path("homepage-seo/", views.HomeSeoDetail.as_view()),
    path("info-home-footer-page/<slug:name>/", views.HomeFooterPageDetail.as_view()),
    path("section/credit-offer-section/", views.OfferDetail.as_view(section="credit")),
    path("section/gift-offer-section/", views.OfferDetail.as_view(section="gift")),
    path("partners/", views.PartnerList.as_view()),
    path("homepage-banner/", views.SlideList.as_view()),
    path("calculator/", views.PriceListDetail.as_view()),
    path("reviews/", views.ReviewList.as_view()),
    path("finished-work/", views.FinishedWorkList.as_view()),
    path("certificates/", views.CertificateList.as_view()),
    path("company/", views.CompanyDetail.as_view()),
]

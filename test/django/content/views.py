from rest_framework import generics

from . import models, serializers


class ForLocale:
    """Rows of the URL's locale (`/{locale}/api/...`)."""

    model = None

    def get_queryset(self):
        return self.model.objects.filter(locale=self.kwargs["locale"])


class List(ForLocale, generics.ListAPIView):
    # The contract's lists are whole lists; only the blog is paged.
    pagination_class = None


class Detail(ForLocale, generics.RetrieveAPIView):
    lookup_field = "number"
    lookup_url_kwarg = "id"


class Single(ForLocale, generics.RetrieveAPIView):
    """A section that is one object per locale (or per name, `lookup_field`)."""

    def get_object(self):
        return generics.get_object_or_404(self.get_queryset(), **self.lookup())

    def lookup(self):
        return {}


class MenuList(List):
    model = models.Category
    serializer_class = serializers.CategorySerializer

    def get_queryset(self):
        return super().get_queryset().prefetch_related("sub_themes__products")


class ProductDetail(Detail):
    model = models.Product
    serializer_class = serializers.ProductSerializer


class ArticleList(ForLocale, generics.ListAPIView):
    """The blog, paged by the default PageNumberPagination (`?page=N`)."""

    model = models.Article
    serializer_class = serializers.ArticleSummarySerializer


class ArticleDetail(Detail):
    model = models.Article
    serializer_class = serializers.ArticleSerializer


class HomeArticleList(List):
    model = models.Article
    serializer_class = serializers.ArticleSummarySerializer

    def get_queryset(self):
        return super().get_queryset().filter(show_on_home=True)


class InfoPageList(List):
    model = models.InfoPage
    serializer_class = serializers.InfoPageSummarySerializer


class InfoPageDetail(ForLocale, generics.RetrieveAPIView):
    model = models.InfoPage
    serializer_class = serializers.InfoPageSerializer
    lookup_field = "slug"


class HomeFooterPageDetail(ForLocale, generics.RetrieveAPIView):
    model = models.HomeFooterPage
    serializer_class = serializers.HomeFooterPageSerializer
    lookup_field = "name"


class HomeCategoryList(List):
    model = models.HomeCategory
    serializer_class = serializers.HomeCategorySerializer


class BenefitList(List):
    model = models.Benefit
    serializer_class = serializers.BenefitSerializer


class ContactList(List):
    model = models.Contact
    serializer_class = serializers.ContactSerializer


class MessengerList(List):
    model = models.Messenger
    serializer_class = serializers.MessengerSerializer


class PartnerList(List):
    model = models.Partner
    serializer_class = serializers.PartnerSerializer


class SlideList(List):
    model = models.Slide
    serializer_class = serializers.SlideSerializer


class RegisteredSiteList(List):
    model = models.RegisteredSite
    serializer_class = serializers.RegisteredSiteSerializer


class OfferDetail(Single):
    model = models.Offer
    serializer_class = serializers.OfferSerializer
    section = None

    def lookup(self):
        return {"section": self.section}


class SiteSettingsDetail(Single):
    model = models.SiteSettings
    serializer_class = serializers.SiteSettingsSerializer


class HomeSeoDetail(Single):
    model = models.HomeSeo
    serializer_class = serializers.HomeSeoSerializer


class PriceListDetail(Single):
    model = models.PriceList
    serializer_class = serializers.PriceListSerializer


class ReviewList(List):
    model = models.Review
    serializer_class = serializers.ReviewSerializer


class FinishedWorkList(List):
    model = models.FinishedWork
    serializer_class = serializers.FinishedWorkSerializer

    def get_queryset(self):
        return super().get_queryset().select_related("category").prefetch_related("images")


class CertificateList(List):
    model = models.Certificate
    serializer_class = serializers.CertificateSerializer


class CompanyDetail(Single):
    model = models.Company
    serializer_class = serializers.CompanySerializer

    def get_queryset(self):
        return super().get_queryset().prefetch_related("opening_hours", "figures")

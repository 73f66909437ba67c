from rest_framework import serializers

from . import models

SEO = ["seo_title", "seo_description", "seo_keyword"]
SLUGS = ["slug", "slug_ro", "slug_ru"]


class Localised(serializers.ModelSerializer):
    """`id` is the entity's number, the same in both locales."""

    id = serializers.IntegerField(source="number", read_only=True)


class SubThemeSerializer(Localised):
    products = serializers.SlugRelatedField(slug_field="number", many=True, read_only=True)

    class Meta:
        model = models.SubTheme
        fields = ["id", "theme", *SLUGS, "description", "image", "products"]


class CategorySerializer(Localised):
    subThemes = SubThemeSerializer(source="sub_themes", many=True, read_only=True)

    class Meta:
        model = models.Category
        fields = ["id", "theme", *SLUGS, "description", "image", *SEO, "subThemes"]


class ProductImageSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.ProductImage
        fields = ["src", "alt"]


class ProductBenefitSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.ProductBenefit
        fields = ["id", "title", "description"]


class ProductCharacteristicSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.ProductCharacteristic
        fields = ["name", "value"]


class ProductSerializer(Localised):
    category_id = serializers.SlugRelatedField(source="category", slug_field="number", read_only=True)
    subtheme_id = serializers.SlugRelatedField(source="subtheme", slug_field="number", read_only=True)
    images = ProductImageSerializer(many=True, read_only=True)
    benefits = ProductBenefitSerializer(many=True, read_only=True)
    characteristics = ProductCharacteristicSerializer(many=True, read_only=True)

    class Meta:
        model = models.Product
        fields = [
            "id",
            "title",
            *SLUGS,
            "category_id",
            "subtheme_id",
            "short_description",
            "description",
            "price_from",
            "unit",
            "images",
            "benefits",
            "characteristics",
            "calculator",
            *SEO,
        ]


class ArticleSummarySerializer(Localised):
    class Meta:
        model = models.Article
        fields = ["id", *SLUGS, "title", "short_description", "image", "created_at"]


class CarouselImageSerializer(serializers.ModelSerializer):
    id = serializers.IntegerField(source="number", read_only=True)

    class Meta:
        model = models.CarouselImage
        fields = ["id", "image", "alt"]


class ArticleSerializer(Localised):
    carousel_images = CarouselImageSerializer(many=True, read_only=True)

    class Meta:
        model = models.Article
        fields = [
            *ArticleSummarySerializer.Meta.fields,
            "content",
            "carousel_images",
            "author",
            "reading_time",
            "show_on_home",
            *SEO,
        ]


class InfoPageSummarySerializer(Localised):
    class Meta:
        model = models.InfoPage
        fields = ["id", *SLUGS, "title"]


class InfoPageSerializer(Localised):
    class Meta:
        model = models.InfoPage
        fields = ["id", *SLUGS, "title", "content", "image", *SEO]


class HomeFooterPageSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.HomeFooterPage
        fields = ["slug", "title", "content"]


class HomeCategorySerializer(Localised):
    category_id = serializers.SlugRelatedField(source="category", slug_field="number", read_only=True)
    subtheme_id = serializers.SlugRelatedField(source="subtheme", slug_field="number", read_only=True)

    class Meta:
        model = models.HomeCategory
        fields = ["id", "title", "description", "image", "price_from", "category_id", "subtheme_id"]


class BenefitSerializer(Localised):
    class Meta:
        model = models.Benefit
        fields = ["id", "title", "description", "icon"]


class ContactSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.Contact
        fields = ["phone_number", "mail", "facebook", "instagram", "address", "working_hours", "map_url"]


class MessengerSerializer(Localised):
    backgroundColor = serializers.CharField(source="background_color", read_only=True)

    class Meta:
        model = models.Messenger
        fields = ["id", "name", "call_number", "link", "cover", "backgroundColor"]


class PartnerSerializer(Localised):
    class Meta:
        model = models.Partner
        fields = ["id", "name", "image", "link"]


class ButtonSerializer(serializers.Serializer):
    """A call to action: a link, or the consultation dialog."""

    text = serializers.CharField(source="button_text")
    consultation = serializers.BooleanField(source="button_consultation")
    link = serializers.CharField(source="button_link")


class IllustrationSerializer(serializers.Serializer):
    src = serializers.FileField(source="illustration")
    alt = serializers.CharField(source="illustration_alt")


class SlideSerializer(Localised):
    button = ButtonSerializer(source="*", read_only=True)

    class Meta:
        model = models.Slide
        fields = ["id", "title", "description", "image", "button"]


class OfferSerializer(serializers.ModelSerializer):
    bgColor = serializers.CharField(source="bg_color", read_only=True)
    ilustration = IllustrationSerializer(source="*", read_only=True)
    button = ButtonSerializer(source="*", read_only=True)

    class Meta:
        model = models.Offer
        fields = ["slug", "title", "description", "bgColor", "ilustration", "button", "image", "link"]

    def to_representation(self, instance):
        # The calculator's terms, on their own section's offer only and only when filled in.
        answer = super().to_representation(instance)
        if instance.section == "credit" and instance.credit_months and instance.credit_bank:
            answer["credit"] = {
                "months": instance.credit_months,
                "bank": instance.credit_bank,
                "annual_rate_percent": float(instance.credit_annual_rate_percent),
                "min_total": instance.credit_min_total,
            }
        if instance.section == "gift" and instance.gift_extra and instance.gift_min_quantity:
            answer["gift"] = {"extra": instance.gift_extra, "min_quantity": instance.gift_min_quantity}
        return answer


class RegisteredSiteSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.RegisteredSite
        fields = ["site_url", "phone_number", "google_tag_manager", "ready_to_indexing", "privacy_policy"]


class SiteSettingsSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.SiteSettings
        fields = ["logo", "favicon", "yandex_id", "google_id", "google_sv"]

    def to_representation(self, instance):
        # The colours are one JSON document in the admin; the contract has them as top-level fields.
        return {**super().to_representation(instance), **instance.colours}


class HomeSeoSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.HomeSeo
        fields = ["title", "description", "keyword", "image"]


class PriceListSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.PriceList
        fields = ["config"]

    def to_representation(self, instance):
        return instance.config


class ReviewSerializer(Localised):
    class Meta:
        model = models.Review
        fields = ["id", "author", "place", "text", "rating", "date", "photo", "source", "source_url"]


class FinishedWorkImageSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.FinishedWorkImage
        fields = ["src", "alt"]


class FinishedWorkSerializer(Localised):
    category_id = serializers.SlugRelatedField(source="category", slug_field="number", read_only=True)
    images = FinishedWorkImageSerializer(many=True, read_only=True)

    class Meta:
        model = models.FinishedWork
        fields = ["id", "title", "place", "building_type", "description", "images", "price", "date", "category_id"]


class CertificateSerializer(Localised):
    class Meta:
        model = models.Certificate
        fields = ["id", "title", "issuer", "image", "link"]


class OpeningHoursSerializer(serializers.ModelSerializer):
    day = serializers.CharField(read_only=True)
    opens = serializers.TimeField(format="%H:%M")
    closes = serializers.TimeField(format="%H:%M")

    class Meta:
        model = models.OpeningHours
        fields = ["day", "opens", "closes"]


class FigureSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.Figure
        fields = ["value", "label"]


class CompanySerializer(serializers.ModelSerializer):
    # Numbers, not DRF's default strings for decimals: they are coordinates, not money.
    latitude = serializers.FloatField(allow_null=True)
    longitude = serializers.FloatField(allow_null=True)
    opening_hours = OpeningHoursSerializer(many=True, read_only=True)
    figures = FigureSerializer(many=True, read_only=True)

    class Meta:
        model = models.Company
        fields = [
            "legal_name",
            "idno",
            "founded_year",
            "street_address",
            "locality",
            "postal_code",
            "latitude",
            "longitude",
            "opening_hours",
            "callback_minutes",
            "figures",
        ]

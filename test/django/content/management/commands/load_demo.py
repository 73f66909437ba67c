"""Loads the site's demo content (content-service/data/{ro,ru}/*.json) into the database, replacing what was there."""
import json
from decimal import Decimal
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import transaction

from content import models

MEDIA = "/media/"
SEO = ("seo_title", "seo_description", "seo_keyword")
SLUGS = ("slug", "slug_ro", "slug_ru")


def media(url):
    """A stored file's name from the demo data's "/media/<file>"."""
    return url[len(MEDIA) :] if url and url.startswith(MEDIA) else (url or "")


def copy(row, names):
    return {name: row[name] for name in names if row.get(name) is not None}


def listed(value):
    return value if isinstance(value, list) else [value]


class Command(BaseCommand):
    help = "Loads the demo content of the site into the database (every model of the content app)."

    def add_arguments(self, parser):
        default = settings.REPO_ROOT / "content-service" / "data"
        parser.add_argument("--data", default=str(default), help="folder with ro/ and ru/ data files")

    @transaction.atomic
    def handle(self, *args, **options):
        data = Path(options["data"])
        for model in (
            models.Category,
            models.Article,
            models.InfoPage,
            models.HomeFooterPage,
            models.Benefit,
            models.Contact,
            models.Messenger,
            models.Partner,
            models.Slide,
            models.Offer,
            models.RegisteredSite,
            models.SiteSettings,
            models.HomeSeo,
            models.PriceList,
            models.Review,
            models.FinishedWork,
            models.Certificate,
            models.Company,
        ):
            model.objects.all().delete()
        for locale, _ in models.LOCALES:
            folder = data / locale

            def read(name, folder=folder):
                path = folder / f"{name}.json"
                return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None

            self.load_catalogue(locale, read("menu-item") or [], read("product-item") or [])
            self.load_articles(locale, read("blog-item") or [])
            self.load_pages(locale, read("info-page") or [], read("info-home-footer-page") or {})
            self.load_home(locale, read)
            self.load_proof(locale, read)
        self.stdout.write(f"Loaded {models.Product.objects.count()} products, {models.Article.objects.count()} articles")

    def load_catalogue(self, locale, menu, products):
        subthemes = {}
        categories = {}
        for position, row in enumerate(menu):
            category = models.Category.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                image=media(row.get("image")),
                **copy(row, ("theme", *SLUGS, "description", *SEO)),
            )
            categories[row["id"]] = category
            for sub_position, sub in enumerate(row.get("subThemes", [])):
                subthemes[sub["id"]] = models.SubTheme.objects.create(
                    locale=locale,
                    number=sub["id"],
                    position=sub_position,
                    category=category,
                    image=media(sub.get("image")),
                    **copy(sub, ("theme", *SLUGS, "description")),
                )
        for position, row in enumerate(products):
            product = models.Product.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                category=categories.get(row.get("category_id")),
                subtheme=subthemes.get(row.get("subtheme_id")),
                calculator=row.get("calculator"),
                **copy(row, ("title", *SLUGS, "short_description", "description", "price_from", "unit", *SEO)),
            )
            for image in row.get("images", []):
                product.images.create(src=media(image["src"]), alt=image.get("alt") or "")
            for benefit in row.get("benefits", []):
                product.benefits.create(title=benefit["title"], description=benefit.get("description") or "")
            for item in row.get("characteristics", []):
                product.characteristics.create(name=item["name"], value=item["value"])

    def load_articles(self, locale, articles):
        for position, row in enumerate(articles):
            article = models.Article.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                image=media(row.get("image")),
                **copy(row, (*SLUGS, "title", "short_description", "created_at", "content", "author")),
                **copy(row, ("reading_time", "show_on_home", *SEO)),
            )
            for image in row.get("carousel_images", []):
                article.carousel_images.create(number=image["id"], image=media(image["image"]), alt=image.get("alt") or "")

    def load_pages(self, locale, pages, footer):
        for position, row in enumerate(pages):
            models.InfoPage.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                image=media(row.get("image")),
                **copy(row, (*SLUGS, "title", "content", *SEO)),
            )
        for name, row in footer.items():
            models.HomeFooterPage.objects.create(locale=locale, name=name, **copy(row, ("slug", "title", "content")))

    def load_home(self, locale, read):
        for position, row in enumerate(read("homepage-product") or []):
            models.HomeCategory.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                image=media(row.get("image")),
                category=models.Category.objects.get(locale=locale, number=row["category_id"]),
                subtheme=models.SubTheme.objects.filter(locale=locale, number=row.get("subtheme_id")).first(),
                **copy(row, ("title", "description", "price_from")),
            )
        for position, row in enumerate(read("info-block") or []):
            models.Benefit.objects.create(
                locale=locale, number=row["id"], position=position, icon=media(row.get("icon")), **copy(row, ("title", "description"))
            )
        for row in listed(read("contacts") or []):
            models.Contact.objects.create(locale=locale, **copy(row, [f.name for f in models.Contact._meta.fields if f.name not in ("id", "locale")]))
        for position, row in enumerate(read("messengers") or []):
            models.Messenger.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                cover=media(row.get("cover")),
                background_color=row.get("backgroundColor") or "",
                **copy(row, ("name", "call_number", "link")),
            )
        for position, row in enumerate(read("partners") or []):
            models.Partner.objects.create(
                locale=locale, number=row["id"], position=position, image=media(row.get("image")), **copy(row, ("name", "link"))
            )
        for position, row in enumerate(read("homepage-banner") or []):
            models.Slide.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                image=media(row.get("image")),
                **self.button(row),
                **copy(row, ("title", "description")),
            )
        for section, name in (("credit", "credit-offer-section"), ("gift", "gift-offer-section")):
            row = read(name)
            if row is None:
                continue
            illustration = row.get("ilustration") or {}
            credit = row.get("credit") or {}
            gift = row.get("gift") or {}
            models.Offer.objects.create(
                locale=locale,
                section=section,
                credit_months=credit.get("months"),
                credit_bank=credit.get("bank") or "",
                credit_annual_rate_percent=credit.get("annual_rate_percent") or 0,
                credit_min_total=credit.get("min_total"),
                gift_extra=gift.get("extra") or "",
                gift_min_quantity=gift.get("min_quantity"),
                bg_color=row.get("bgColor") or "",
                illustration=media(illustration.get("src")),
                illustration_alt=illustration.get("alt") or "",
                image=media(row.get("image")),
                **self.button(row),
                **copy(row, ("slug", "title", "description", "link")),
            )
        for row in listed(read("registered-sites") or []):
            models.RegisteredSite.objects.create(
                locale=locale, **copy(row, ("site_url", "phone_number", "google_tag_manager", "ready_to_indexing", "privacy_policy"))
            )
        settings_row = read("site-contacts")
        if settings_row:
            fields = ("yandex_id", "google_id", "google_sv")
            colours = {key: value for key, value in settings_row.items() if key not in (*fields, "logo", "favicon")}
            models.SiteSettings.objects.create(
                locale=locale,
                logo=media(settings_row.get("logo")),
                favicon=media(settings_row.get("favicon")),
                colours=colours,
                **copy(settings_row, fields),
            )
        seo = read("homepage-seo")
        if seo:
            models.HomeSeo.objects.create(locale=locale, image=media(seo.get("image")), **copy(seo, ("title", "description", "keyword")))
        price_list = read("calculator")
        if price_list:
            models.PriceList.objects.create(locale=locale, config=price_list)

    def load_proof(self, locale, read):
        for position, row in enumerate(read("reviews") or []):
            models.Review.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                photo=media(row.get("photo")),
                **copy(row, ("author", "place", "text", "rating", "date", "source", "source_url")),
            )
        for position, row in enumerate(read("finished-work") or []):
            work = models.FinishedWork.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                category=models.Category.objects.filter(locale=locale, number=row.get("category_id")).first(),
                **copy(row, ("title", "place", "building_type", "description", "price", "date")),
            )
            for image in row.get("images", []):
                work.images.create(src=media(image["src"]), alt=image.get("alt") or "")
        for position, row in enumerate(read("certificates") or []):
            models.Certificate.objects.create(
                locale=locale,
                number=row["id"],
                position=position,
                image=media(row.get("image")),
                **copy(row, ("title", "issuer", "link")),
            )
        row = read("company")
        if row:
            company = models.Company(
                locale=locale,
                **copy(row, ("legal_name", "idno", "founded_year", "street_address", "locality", "postal_code")),
                **{name: Decimal(str(row[name])) for name in ("latitude", "longitude") if row.get(name) is not None},
                **copy(row, ("callback_minutes",)),
            )
            # The demo's facts pass the editors' checks (the IDNO's check digit among them).
            company.full_clean()
            company.save()
            weekdays = {name: number for number, name in models.WEEKDAYS}
            for hours in row.get("opening_hours", []):
                company.opening_hours.create(weekday=weekdays[hours["day"]], opens=hours["opens"], closes=hours["closes"])
            for position, figure in enumerate(row.get("figures", [])):
                company.figures.create(position=position, value=figure["value"], label=figure["label"])

    @staticmethod
    def button(row):
        button = row.get("button") or {}
        return {
            "button_text": button.get("text") or "",
            "button_consultation": bool(button.get("consultation")),
            "button_link": button.get("link") or "",
        }

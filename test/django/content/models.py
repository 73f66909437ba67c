"""
The site's content, one row per locale. `number` is the id the API answers: the same in both locales for the same
entity (docs/content-contract.md), which is how the site pairs a page with its translation. Images are FileFields (the site checks and resizes them
itself; Pillow is not needed): the API answers them as absolute URLs.
"""
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

LOCALES = [("ro", "Română"), ("ru", "Русский")]
# The price list's extras (contract/calculator-preset.ts, CALCULATOR_CHOICES.extra).
CALCULATOR_EXTRAS = ["sill", "drip_sill", "slopes", "mosquito_net"]


class Localised(models.Model):
    locale = models.CharField(max_length=2, choices=LOCALES)
    number = models.PositiveIntegerField()

    class Meta:
        abstract = True
        ordering = ["position"]
        unique_together = [("locale", "number")]

    # The order the editors gave (the demo data's order).
    position = models.PositiveIntegerField(default=0)


class Seo(models.Model):
    seo_title = models.CharField(max_length=200, blank=True)
    seo_description = models.TextField(blank=True)
    seo_keyword = models.TextField(blank=True)

    class Meta:
        abstract = True


class Category(Localised, Seo):
    theme = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200)
    slug_ro = models.SlugField(max_length=200)
    slug_ru = models.SlugField(max_length=200)
    description = models.TextField(blank=True)
    image = models.FileField(blank=True)

    class Meta(Localised.Meta):
        pass


class SubTheme(Localised):
    category = models.ForeignKey(Category, on_delete=models.CASCADE, related_name="sub_themes")
    theme = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200)
    slug_ro = models.SlugField(max_length=200)
    slug_ru = models.SlugField(max_length=200)
    description = models.TextField(blank=True)
    image = models.FileField(blank=True)

    class Meta(Localised.Meta):
        pass


class Product(Localised, Seo):
    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200)
    slug_ro = models.SlugField(max_length=200)
    slug_ru = models.SlugField(max_length=200)
    category = models.ForeignKey(Category, null=True, on_delete=models.SET_NULL, related_name="products")
    subtheme = models.ForeignKey(SubTheme, null=True, on_delete=models.SET_NULL, related_name="products")
    short_description = models.TextField(blank=True)
    description = models.TextField(blank=True)
    price_from = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True)
    unit = models.CharField(max_length=20, blank=True)
    # Where the product's "calculate the price" opens the calculator (docs/content-contract.md); null: it offers none.
    calculator = models.JSONField(null=True, blank=True)

    class Meta(Localised.Meta):
        pass


class ProductImage(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="images")
    src = models.FileField()
    alt = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["id"]


class ProductBenefit(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="benefits")
    title = models.CharField(max_length=200)
    description = models.TextField(blank=True)

    class Meta:
        ordering = ["id"]


class ProductCharacteristic(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="characteristics")
    name = models.CharField(max_length=200)
    value = models.CharField(max_length=300)

    class Meta:
        ordering = ["id"]


class Article(Localised, Seo):
    slug = models.SlugField(max_length=200)
    slug_ro = models.SlugField(max_length=200)
    slug_ru = models.SlugField(max_length=200)
    title = models.CharField(max_length=300)
    short_description = models.TextField(blank=True)
    image = models.FileField(blank=True)
    created_at = models.DateTimeField()
    content = models.TextField()
    author = models.CharField(max_length=200, blank=True)
    reading_time = models.PositiveIntegerField(null=True, blank=True)
    show_on_home = models.BooleanField(default=False)

    class Meta(Localised.Meta):
        ordering = ["-created_at"]


class CarouselImage(models.Model):
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="carousel_images")
    number = models.PositiveIntegerField()
    image = models.FileField()
    alt = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["id"]


class InfoPage(Localised, Seo):
    slug = models.SlugField(max_length=200)
    slug_ro = models.SlugField(max_length=200)
    slug_ru = models.SlugField(max_length=200)
    title = models.CharField(max_length=300)
    content = models.TextField()
    image = models.FileField(blank=True)

    class Meta(Localised.Meta):
        pass


class HomeFooterPage(models.Model):
    """The home page's text section, found by a fixed name (the site's HOME_INFO_NAME)."""

    locale = models.CharField(max_length=2, choices=LOCALES)
    name = models.SlugField()
    slug = models.SlugField(max_length=200)
    title = models.CharField(max_length=300)
    content = models.TextField()

    class Meta:
        unique_together = [("locale", "name")]


class HomeCategory(Localised):
    title = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    image = models.FileField(blank=True)
    price_from = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True)
    category = models.ForeignKey(Category, on_delete=models.CASCADE, related_name="+")
    subtheme = models.ForeignKey(SubTheme, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    class Meta(Localised.Meta):
        pass


class Benefit(Localised):
    title = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    icon = models.FileField(blank=True)

    class Meta(Localised.Meta):
        pass


class Contact(models.Model):
    locale = models.CharField(max_length=2, choices=LOCALES)
    phone_number = models.CharField(max_length=50)
    mail = models.EmailField(blank=True)
    facebook = models.URLField(blank=True)
    instagram = models.URLField(blank=True)
    address = models.CharField(max_length=300, blank=True)
    working_hours = models.CharField(max_length=300, blank=True)
    map_url = models.URLField(max_length=500, blank=True)


class Messenger(Localised):
    name = models.CharField(max_length=50)
    call_number = models.CharField(max_length=50, blank=True)
    link = models.CharField(max_length=500, blank=True)
    cover = models.FileField(blank=True)
    background_color = models.CharField(max_length=20, blank=True)

    class Meta(Localised.Meta):
        pass


class Partner(Localised):
    name = models.CharField(max_length=200)
    image = models.FileField(blank=True)
    link = models.CharField(max_length=500, blank=True)

    class Meta(Localised.Meta):
        pass


class Slide(Localised):
    """A home page banner slide."""

    title = models.CharField(max_length=300)
    description = models.TextField(blank=True)
    image = models.FileField(blank=True)
    button_text = models.CharField(max_length=100, blank=True)
    button_consultation = models.BooleanField(default=False)
    button_link = models.CharField(max_length=500, blank=True)

    class Meta(Localised.Meta):
        pass


class Offer(models.Model):
    """The home page's offer sections (credit, gift), found by their section name."""

    locale = models.CharField(max_length=2, choices=LOCALES)
    section = models.SlugField()
    slug = models.SlugField(max_length=200)
    title = models.CharField(max_length=300)
    description = models.TextField(blank=True)
    bg_color = models.CharField(max_length=20, blank=True)
    illustration = models.FileField(blank=True)
    illustration_alt = models.CharField(max_length=300, blank=True)
    button_text = models.CharField(max_length=100, blank=True)
    button_consultation = models.BooleanField(default=False)
    button_link = models.CharField(max_length=500, blank=True)
    image = models.FileField(blank=True)
    link = models.CharField(max_length=500, blank=True)
    # The terms the calculator applies (docs/content-contract.md, "Offers"), each on its own section's offer: the
    # credit offer's equal monthly payments through a bank, the gift offer's free extra from a quantity on. Left
    # blank, the block shows and the calculator applies no offer.
    credit_months = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(120)]
    )
    credit_bank = models.CharField(max_length=100, blank=True)
    credit_annual_rate_percent = models.DecimalField(
        max_digits=5, decimal_places=2, default=0, validators=[MinValueValidator(0), MaxValueValidator(100)]
    )
    credit_min_total = models.PositiveIntegerField(null=True, blank=True)
    gift_extra = models.CharField(max_length=40, blank=True, choices=[(extra, extra) for extra in CALCULATOR_EXTRAS])
    gift_min_quantity = models.PositiveSmallIntegerField(null=True, blank=True, validators=[MinValueValidator(1)])

    class Meta:
        unique_together = [("locale", "section")]


class RegisteredSite(models.Model):
    locale = models.CharField(max_length=2, choices=LOCALES)
    site_url = models.CharField(max_length=100)
    phone_number = models.CharField(max_length=50, blank=True)
    google_tag_manager = models.CharField(max_length=50, blank=True)
    ready_to_indexing = models.BooleanField(default=False)
    privacy_policy = models.CharField(max_length=300, blank=True)


class SiteSettings(models.Model):
    """Site-wide look and verification settings (`site-contacts`); colour names are the contract's."""

    locale = models.CharField(max_length=2, choices=LOCALES, unique=True)
    logo = models.FileField(blank=True)
    favicon = models.FileField(blank=True)
    colours = models.JSONField(default=dict)
    yandex_id = models.CharField(max_length=100, blank=True)
    google_id = models.CharField(max_length=100, blank=True)
    google_sv = models.CharField(max_length=200, blank=True)


class HomeSeo(models.Model):
    locale = models.CharField(max_length=2, choices=LOCALES, unique=True)
    title = models.CharField(max_length=300)
    description = models.TextField(blank=True)
    keyword = models.TextField(blank=True)
    image = models.FileField(blank=True)


class PriceList(models.Model):
    """The calculator's price list: one document per locale, edited as a whole."""

    locale = models.CharField(max_length=2, choices=LOCALES, unique=True)
    config = models.JSONField()


# The company's proof (docs/content-contract.md, "The company's proof").


def validate_idno(value):
    """The fiscal code: 13 digits whose last is the first twelve weighted 7, 3, 1, 7, ... modulo 10."""
    if not (len(value) == 13 and value.isdigit()):
        raise ValidationError("An IDNO has 13 digits.")
    if sum(int(digit) * (7, 3, 1)[index % 3] for index, digit in enumerate(value[:12])) % 10 != int(value[12]):
        raise ValidationError("This IDNO's check digit is wrong: copy it from the registration certificate.")


class Review(Localised):
    """A customer's review, in the editors' order (the demo's: newest first)."""

    author = models.CharField(max_length=200, help_text="The name as the customer agreed to show it.")
    place = models.CharField(max_length=200, blank=True, help_text="Town, village or Chișinău sector.")
    text = models.TextField(help_text="Plain text; a blank line starts a new paragraph.")
    rating = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(5)]
    )
    date = models.DateField()
    photo = models.FileField(blank=True)
    source = models.CharField(max_length=100, blank=True, help_text="Where it was first written: Google, Facebook.")
    source_url = models.URLField(max_length=500, blank=True)

    class Meta(Localised.Meta):
        pass

    def __str__(self):
        return f"{self.author} ({self.locale})"


class FinishedWork(Localised):
    """A finished job: the home page shows the newest, a category's page its own."""

    title = models.CharField(max_length=300)
    place = models.CharField(max_length=200, blank=True)
    building_type = models.CharField(max_length=200, blank=True, help_text="Series 143, hrușciovka, private house.")
    description = models.TextField(blank=True, help_text="What was done, plain text.")
    price = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True, help_text="MDL")
    date = models.DateField()
    category = models.ForeignKey(
        Category, null=True, blank=True, on_delete=models.SET_NULL, related_name="finished_work"
    )

    class Meta(Localised.Meta):
        verbose_name_plural = "finished work"

    def __str__(self):
        return f"{self.title} ({self.locale})"


class FinishedWorkImage(models.Model):
    work = models.ForeignKey(FinishedWork, on_delete=models.CASCADE, related_name="images")
    src = models.FileField()
    alt = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["id"]


class Certificate(Localised):
    """A certificate or an official-partner badge."""

    title = models.CharField(max_length=300)
    issuer = models.CharField(max_length=300)
    image = models.FileField()
    link = models.URLField(max_length=500, blank=True)

    class Meta(Localised.Meta):
        pass

    def __str__(self):
        return f"{self.title} ({self.locale})"


class Company(models.Model):
    """The company's facts, one row per locale: the texts translated, the numbers the same."""

    locale = models.CharField(max_length=2, choices=LOCALES, unique=True)
    legal_name = models.CharField(max_length=300, blank=True)
    idno = models.CharField("IDNO", max_length=13, blank=True, validators=[validate_idno])
    founded_year = models.PositiveSmallIntegerField(null=True, blank=True)
    street_address = models.CharField(max_length=300, blank=True)
    locality = models.CharField(max_length=100, blank=True)
    postal_code = models.CharField(max_length=20, blank=True)
    latitude = models.DecimalField(
        max_digits=9, decimal_places=6, null=True, blank=True, validators=[MinValueValidator(-90), MaxValueValidator(90)]
    )
    longitude = models.DecimalField(
        max_digits=9, decimal_places=6, null=True, blank=True, validators=[MinValueValidator(-180), MaxValueValidator(180)]
    )
    callback_minutes = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(1440)],
        help_text="How soon a request sent during opening hours is called back.",
    )

    class Meta:
        verbose_name_plural = "company"

    def __str__(self):
        return f"{self.legal_name or 'Company'} ({self.locale})"

    def clean(self):
        if (self.latitude is None) != (self.longitude is None):
            raise ValidationError("Give both coordinates of the map pin, or neither.")


WEEKDAYS = [(1, "monday"), (2, "tuesday"), (3, "wednesday"), (4, "thursday"), (5, "friday"), (6, "saturday"), (7, "sunday")]


class OpeningHours(models.Model):
    """One span of a day's opening hours; a day without any is closed, a day with a break has two."""

    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="opening_hours")
    weekday = models.PositiveSmallIntegerField(choices=WEEKDAYS)
    opens = models.TimeField()
    closes = models.TimeField()

    class Meta:
        ordering = ["weekday", "opens"]
        verbose_name_plural = "opening hours"

    def clean(self):
        if self.opens is not None and self.closes is not None and self.opens >= self.closes:
            raise ValidationError("The closing time must be later than the opening time.")

    @property
    def day(self):
        return dict(WEEKDAYS)[self.weekday]


class Figure(models.Model):
    """A headline figure: value and label, e.g. "12 000" / "ferestre fabricate pe an"."""

    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="figures")
    position = models.PositiveIntegerField(default=0)
    value = models.CharField(max_length=50)
    label = models.CharField(max_length=200)

    class Meta:
        ordering = ["position"]
